import { and, eq, gt, isNull } from "drizzle-orm";
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
 * The user behind a secret: a live session first, then an API token of a user who still has
 * API access. Deleted users, revoked or expired sessions and revoked tokens open nothing.
 */
export async function findCallerByTokenHash(db: Database, tokenHash: string, now: Date) {
  const [bySession] = await db
    .select(callerColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, tokenHash),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
        isNull(users.deleted_at),
      ),
    )
    .limit(1);
  if (bySession) return { ...bySession, via: "session" as const };

  const [byApiToken] = await db
    .select(callerColumns)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user_id))
    .where(
      and(
        eq(apiTokens.token_hash, tokenHash),
        isNull(apiTokens.revoked_at),
        eq(users.api_access, true),
        isNull(users.deleted_at),
      ),
    )
    .limit(1);
  if (byApiToken) return { ...byApiToken, via: "api_token" as const };
  return undefined;
}

export type Caller = NonNullable<Awaited<ReturnType<typeof findCallerByTokenHash>>>;
