import { and, count, eq, gte, min } from "drizzle-orm";
import type { Database } from "../client";
import { loginAttempts } from "../schema/auth";

/** Failed sign-ins for this e-mail since `since`, and when the oldest of them happened. */
export async function countLoginFailuresSince(db: Database, email: string, since: Date) {
  const [row] = await db
    .select({ failures: count(), oldest: min(loginAttempts.attempted_at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false), gte(loginAttempts.attempted_at, since)));
  return { count: row?.failures ?? 0, oldest: row?.oldest ?? undefined };
}

export function insertLoginAttempt(db: Database, email: string, succeeded: boolean, at: Date) {
  return db.insert(loginAttempts).values({ email, succeeded, attempted_at: at });
}

/** A success clears the slate: earlier failures no longer slow this account down. */
export function clearLoginFailures(db: Database, email: string) {
  return db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false)));
}
