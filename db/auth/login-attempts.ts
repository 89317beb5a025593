import { and, count, eq, gte, min, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { loginAttempts } from "../schema/auth";
import { users } from "../schema/users";

/** How many failures open a pause, counted over `since`, per e-mail and per client IP. */
export interface FailureLimits {
  since: Date;
  maxPerEmail: number;
  maxPerIp: number;
}

/**
 * Counts an attempt at an account's password before the password is checked: one conditional
 * INSERT, written only while the e-mail and the IP are under their limits. SQLite runs writes one at
 * a time, so parallel attempts are counted one after the other and cannot all slip under the limit
 * (a read-then-write count could). The row stands as a failure; a success clears it with the others.
 * Answers false when a limit is reached (nothing is written, the password must not be checked).
 */
export async function reservePasswordAttempt(db: Database, attempt: { email: string; ip: string | null; at: Date }, limits: FailureLimits) {
  const since = limits.since.getTime();
  const underEmailLimit = sql`(select count(*) from ${loginAttempts} where ${loginAttempts.email} = ${attempt.email}
    and ${loginAttempts.succeeded} = 0 and ${loginAttempts.attempted_at} >= ${since}) < ${limits.maxPerEmail}`;
  const underIpLimit =
    attempt.ip === null
      ? sql`1`
      : sql`(select count(*) from ${loginAttempts} where ${loginAttempts.ip} = ${attempt.ip}
    and ${loginAttempts.succeeded} = 0 and ${loginAttempts.attempted_at} >= ${since}) < ${limits.maxPerIp}`;
  const rows = await db
    .insert(loginAttempts)
    .select(sql`select null, ${attempt.email}, ${attempt.ip}, 0, ${attempt.at.getTime()} where ${underEmailLimit} and ${underIpLimit}`)
    .returning({ id: loginAttempts.id });
  return rows.length > 0;
}

/** Failed sign-ins for this e-mail since `since`, and when the oldest of them happened. */
export function countLoginFailuresSince(db: Database, email: string, since: Date) {
  return countFailures(db, eq(loginAttempts.email, email), since);
}

/** Failed attempts from this client IP since `since`, whatever the e-mail, and the oldest one's time. */
export function countIpFailuresSince(db: Database, ip: string, since: Date) {
  return countFailures(db, eq(loginAttempts.ip, ip), since);
}

async function countFailures(db: Database, match: SQL, since: Date) {
  const [row] = await db
    .select({ failures: count(), oldest: min(loginAttempts.attempted_at) })
    .from(loginAttempts)
    .where(and(match, eq(loginAttempts.succeeded, false), gte(loginAttempts.attempted_at, since)));
  return { count: row?.failures ?? 0, oldest: row?.oldest ?? undefined };
}

export function insertLoginAttempt(db: Database, email: string, succeeded: boolean, at: Date) {
  return db.insert(loginAttempts).values({ email, succeeded, attempted_at: at });
}

/** A success clears the slate: earlier failures no longer slow this account down. */
export function clearLoginFailures(db: Database, email: string) {
  return db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false)));
}

/**
 * The same for a user known by id, as a batch statement that runs only if `onlyIf` holds: a spent
 * reset link proves the owner, so the pause an attacker caused no longer keeps them out.
 */
export function clearLoginFailuresOfUser(db: Database, userId: number, onlyIf: SQL) {
  return db
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, sql`(select ${users.email} from ${users} where ${users.id} = ${userId})`),
        eq(loginAttempts.succeeded, false),
        onlyIf,
      ),
    );
}
