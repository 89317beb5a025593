import { environmentOf, localDriversAllowed } from "#features/platform/local-drivers";

// The secret that signs the voucher's links (decision 0031). Read when a link is made or opened, not with
// the general configuration: a deployment that lacks it still answers every other route, and refuses
// (500) only the confirmation links, loudly, rather than signing them with a known secret.

/** Known to anyone who reads this file: good for a local machine and the tests, nowhere else. */
export const DEVELOPMENT_CONFIRMATION_LINK_SECRET = "development-only-confirmation-link-secret";
const MIN_SECRET_LENGTH = 32;

export function confirmationLinkSecretOf(env: { ENVIRONMENT?: string; CONFIRMATION_LINK_SECRET?: string }): string {
  const environment = environmentOf(env);
  const secret = env.CONFIRMATION_LINK_SECRET;
  if (secret && secret.length >= MIN_SECRET_LENGTH && secret !== DEVELOPMENT_CONFIRMATION_LINK_SECRET) return secret;
  if (localDriversAllowed(environment)) return secret || DEVELOPMENT_CONFIRMATION_LINK_SECRET;
  throw new Error(`CONFIRMATION_LINK_SECRET must be set (at least ${MIN_SECRET_LENGTH} characters) outside development`);
}
