import { and, eq, isNull, lt, ne, or, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { sessions } from "../schema/auth";

export function insertSession(
  db: Database,
  session: { tokenHash: string; userId: number; expiresAt: Date; userAgent: string | null; at: Date },
) {
  return db.insert(sessions).values({
    token_hash: session.tokenHash,
    user_id: session.userId,
    created_at: session.at,
    expires_at: session.expiresAt,
    last_seen_at: session.at,
    user_agent: session.userAgent?.slice(0, 255) ?? null,
  });
}

export function revokeSession(db: Database, tokenHash: string, at: Date) {
  return db
    .update(sessions)
    .set({ revoked_at: at })
    .where(and(eq(sessions.token_hash, tokenHash), isNull(sessions.revoked_at)));
}

export function revokeUserSessions(db: Database, userId: number, at: Date, onlyIf?: SQL) {
  return db
    .update(sessions)
    .set({ revoked_at: at })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), onlyIf));
}

/** Signs a user out of every other device (after a password change), keeping this session. */
export function revokeOtherUserSessions(db: Database, userId: number, keepTokenHash: string, at: Date) {
  return db
    .update(sessions)
    .set({ revoked_at: at })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), ne(sessions.token_hash, keepTokenHash)));
}

/**
 * Records that a session was used, unless that was already recorded after `staleBefore`: the idle
 * timeout needs the time to the minute, not a write on every request.
 */
export function touchSession(db: Database, tokenHash: string, at: Date, staleBefore: Date) {
  return db
    .update(sessions)
    .set({ last_seen_at: at })
    .where(and(eq(sessions.token_hash, tokenHash), or(isNull(sessions.last_seen_at), lt(sessions.last_seen_at, staleBefore))));
}
