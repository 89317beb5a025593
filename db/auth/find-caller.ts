import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { API_TOKEN_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from "#domain/auth/lifetimes";
import type { Database } from "../client";
import { apiTokens, sessions } from "../schema/auth";
import { users } from "../schema/users";

const callerColumns = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  is_admin: users.is_admin,
  api_access: users.api_access,
  locale: users.locale,
  theme: users.theme,
};

/**
 * The user behind a secret, in one round trip: a live session, or an API token of a user who still
 * has API access. Deleted users, revoked, expired or idle sessions (unused for longer than the idle
 * timeout) and revoked or expired tokens open nothing. `lastSeenAt` tells the caller whether the
 * secret's last use needs recording again (touchSession, touchApiToken).
 */
export async function findCallerByTokenHash(db: Database, tokenHash: string, now: Date) {
  const idleSince = now.getTime() - SESSION_IDLE_TIMEOUT_MS;
  const bySession = db
    .select({
      ...callerColumns,
      via: sql<"session" | "api_token">`'session'`.as("via"),
      lastSeenAt: sql<number>`coalesce(${sessions.last_seen_at}, ${sessions.created_at})`.as("last_seen_at"),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, tokenHash),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
        sql`coalesce(${sessions.last_seen_at}, ${sessions.created_at}) > ${idleSince}`,
        isNull(users.deleted_at),
      ),
    );
  const byApiToken = db
    .select({
      ...callerColumns,
      via: sql<"session" | "api_token">`'api_token'`.as("via"),
      lastSeenAt: sql<number>`coalesce(${apiTokens.last_used_at}, 0)`.as("last_seen_at"),
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user_id))
    .where(
      and(
        eq(apiTokens.token_hash, tokenHash),
        isNull(apiTokens.revoked_at),
        // Tokens issued before expiries existed carry none: they last a year from their creation.
        sql`coalesce(${apiTokens.expires_at}, ${apiTokens.created_at} + ${API_TOKEN_LIFETIME_MS}) > ${now.getTime()}`,
        eq(users.api_access, true),
        isNull(users.deleted_at),
      ),
    );
  const [row] = await bySession.unionAll(byApiToken).limit(1);
  if (!row) return undefined;
  return { ...row, lastSeenAt: new Date(Number(row.lastSeenAt)) };
}

export type Caller = NonNullable<Awaited<ReturnType<typeof findCallerByTokenHash>>>;
