import { insertApiToken, revokeUserApiTokens } from "#db/auth/api-tokens";
import type { Database, IdRef } from "#db/client";
import { API_TOKEN_LIFETIME_MS } from "#domain/auth/lifetimes";
import { generateToken, sha256Hex } from "#domain/auth/tokens";

/**
 * A new API token for a user (spec: API-access flag), replacing any earlier one, good for a year
 * (decision 0011). The token is returned once to show the administrator; only its digest is stored.
 * A mobile app's token (`mobileApp`) never sees a confidential document (spec 000 §6).
 */
export async function issueApiToken(db: Database, userId: IdRef, now: Date, options: { mobileApp?: boolean | undefined } = {}) {
  const token = `itk_${generateToken()}`;
  return {
    token,
    statements: [
      revokeUserApiTokens(db, userId, now),
      insertApiToken(
        db,
        userId,
        {
          hash: await sha256Hex(token),
          name: options.mobileApp ? "Mobile app" : "API access",
          expiresAt: new Date(now.getTime() + API_TOKEN_LIFETIME_MS),
          mobileApp: options.mobileApp,
        },
        now,
      ),
    ],
  };
}
