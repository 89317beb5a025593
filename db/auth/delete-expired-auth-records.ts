import { lt, or, isNotNull } from "drizzle-orm";
import type { Database } from "../client";
import { loginAttempts, passwordResetTokens, sessions } from "../schema/auth";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Nightly housekeeping: expired sessions and reset links, and sign-in attempts older than a day. */
export async function deleteExpiredAuthRecords(db: Database, now: Date) {
  await db.batch([
    db.delete(sessions).where(or(lt(sessions.expires_at, now), isNotNull(sessions.revoked_at))),
    db.delete(passwordResetTokens).where(lt(passwordResetTokens.expires_at, now)),
    db.delete(loginAttempts).where(lt(loginAttempts.attempted_at, new Date(now.getTime() - DAY_MS))),
  ]);
}
