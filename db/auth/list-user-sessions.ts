import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { sessions } from "../schema/auth";

/** The live sessions of a user (devices signed in), newest first. */
export function listUserSessions(db: Database, userId: number, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), gt(sessions.expires_at, now)))
    .orderBy(desc(sessions.created_at))
    .limit(100);
}

/** Revokes one of the user's own sessions; a session of someone else is never matched. */
export function revokeOwnSession(db: Database, userId: number, tokenHash: string, at: Date) {
  return db
    .update(sessions)
    .set({ revoked_at: at })
    .where(and(eq(sessions.user_id, userId), eq(sessions.token_hash, tokenHash), isNull(sessions.revoked_at)))
    .returning({ id: sessions.token_hash });
}
