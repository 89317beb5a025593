import type { Database } from "#db/client";
import { getMultipostingCredentials } from "#db/job-offers/multiposting-credentials";
import { getSpace } from "#db/spaces/get-space";
import { SERVER_MESSAGES } from "#domain/errors/app-error";
import type { CredentialsCipher } from "./credentials-cipher";
import type { MultipostingAccount } from "./drivers/multiposting-driver";

/** Why a space's account cannot be used: none stored, or stored under a key no longer configured. */
export class NoUsableAccountError extends Error {
  override name = "NoUsableAccountError";
}

/** The space's account with the provider, its password decrypted, and the agency's name and link. */
export async function providerAccountOf(
  context: { db: Database; cipher: () => CredentialsCipher },
  spaceId: number,
): Promise<{ account: MultipostingAccount; agency: { name: string; url: string | null } }> {
  const [credentials, space] = await Promise.all([getMultipostingCredentials(context.db, spaceId), getSpace(context.db, spaceId)]);
  if (!credentials || !space) throw new NoUsableAccountError(SERVER_MESSAGES.multipostingCredentialsMissing);
  let password: string;
  try {
    password = await context.cipher().decrypt(spaceId, credentials);
  } catch {
    // The key that encrypted it left MULTIPOSTING_CREDENTIALS_KEYS: an administrator sets them again.
    throw new NoUsableAccountError(SERVER_MESSAGES.multipostingCredentialsInvalid);
  }
  return { account: { login: credentials.login, password }, agency: { name: space.name, url: space.url } };
}
