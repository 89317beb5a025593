import { and, eq, isNull, lt, or, type SQL } from "drizzle-orm";
import type { Database, IdRef } from "../client";
import { apiTokens } from "../schema/auth";

export function insertApiToken(
  db: Database,
  userId: IdRef,
  token: { hash: string; name: string; expiresAt: Date; mobileApp?: boolean | undefined },
  now: Date,
) {
  return db.insert(apiTokens).values({
    user_id: userId,
    token_hash: token.hash,
    name: token.name,
    expires_at: token.expiresAt,
    mobile_app: token.mobileApp ?? false,
    created_at: now,
  });
}

/** `onlyIf` makes the revocation depend on an earlier statement of the same batch (a spent reset link). */
export function revokeUserApiTokens(db: Database, userId: IdRef, at: Date, onlyIf?: SQL) {
  return db
    .update(apiTokens)
    .set({ revoked_at: at })
    .where(and(eq(apiTokens.user_id, userId), isNull(apiTokens.revoked_at), onlyIf));
}

/** Records that a token was used, unless that was already recorded after `staleBefore` (one write a minute at most). */
export function touchApiToken(db: Database, tokenHash: string, at: Date, staleBefore: Date) {
  return db
    .update(apiTokens)
    .set({ last_used_at: at })
    .where(and(eq(apiTokens.token_hash, tokenHash), or(isNull(apiTokens.last_used_at), lt(apiTokens.last_used_at, staleBefore))));
}
