import { insertApiToken, revokeUserApiTokens } from "../../../db/auth/api-tokens";
import type { Database, IdRef } from "../../../db/client";
import { generateToken, sha256Hex } from "../../../domain/auth/tokens";

/**
 * A new API token for a user (spec: API-access flag), replacing any earlier one. The token is
 * returned once to show the administrator; only its digest is stored.
 */
export async function issueApiToken(db: Database, userId: IdRef) {
  const token = `itk_${generateToken()}`;
  const now = new Date();
  return {
    token,
    statements: [revokeUserApiTokens(db, userId, now), insertApiToken(db, userId, await sha256Hex(token), "API access")],
  };
}
