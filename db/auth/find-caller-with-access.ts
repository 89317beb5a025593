import { API_TOKEN_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from "#domain/auth/lifetimes";
import type { Permission } from "#domain/auth/permissions";
import type { Database } from "../client";
import { fixedStatement } from "../sql/fixed-statement";
import { readRaw } from "../sql/raw-read";
import type { Caller } from "./find-caller";

// Every authenticated request starts here, so this is one statement, written once as SQL text: the
// caller (a live session, or an API token of a user who still has API access) with their permissions
// and live spaces as JSON arrays beside. It answers what findCallerByTokenHash and listUserAccess
// answered in two round trips (and drizzle built anew on each request), under the same rules.
const USER_COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.is_admin, u.api_access, u.locale, u.theme,
  (select json_group_array(p.permission) from user_permissions p where p.user_id = u.id) as permissions,
  (select json_group_array(us.space_id) from user_spaces us join spaces s on s.id = us.space_id
    where us.user_id = u.id and s.deleted_at is null) as space_ids`;

// Parameters in order: token, now, idle since (sessions); token, token lifetime, now (API tokens).
const callerWithAccess = fixedStatement(`select ${USER_COLUMNS}, 'session' as via, coalesce(t.last_seen_at, t.created_at) as last_seen_at
  from sessions t join users u on u.id = t.user_id
  where t.token_hash = ? and t.revoked_at is null and t.expires_at > ?
    and coalesce(t.last_seen_at, t.created_at) > ? and u.deleted_at is null
union all
select ${USER_COLUMNS}, 'api_token' as via, coalesce(t.last_used_at, 0) as last_seen_at
  from api_tokens t join users u on u.id = t.user_id
  where t.token_hash = ? and t.revoked_at is null and coalesce(t.expires_at, t.created_at + ?) > ?
    and u.api_access = 1 and u.deleted_at is null
limit 1`);

interface CallerWithAccessRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  is_admin: number;
  api_access: number;
  locale: string;
  theme: string;
  permissions: string;
  space_ids: string;
  via: "session" | "api_token";
  last_seen_at: number;
}

export interface CallerAccess {
  permissions: Permission[];
  spaceIds: number[];
}

/** The statement itself (the bench times it in-process on the same database). */
export function callerWithAccessStatement(tokenHash: string, now: Date) {
  const nowMs = now.getTime();
  return callerWithAccess(tokenHash, nowMs, nowMs - SESSION_IDLE_TIMEOUT_MS, tokenHash, API_TOKEN_LIFETIME_MS, nowMs);
}

/**
 * The caller behind a secret and their access, in one round trip. Deleted users, revoked, expired or
 * idle sessions and revoked or expired tokens open nothing; soft-deleted spaces are left out.
 */
export async function findCallerWithAccess(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ caller: Caller; access: CallerAccess } | undefined> {
  const [row] = await readRaw<CallerWithAccessRow & Record<string, unknown>>(db, callerWithAccessStatement(tokenHash, now));
  if (!row) return undefined;
  const caller: Caller = {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    is_admin: Boolean(row.is_admin),
    api_access: Boolean(row.api_access),
    locale: row.locale,
    theme: row.theme,
    via: row.via,
    lastSeenAt: new Date(Number(row.last_seen_at)),
  };
  const permissions = (JSON.parse(row.permissions) as Permission[]).sort();
  const spaceIds = (JSON.parse(row.space_ids) as number[]).sort((a, b) => a - b);
  return { caller, access: { permissions, spaceIds } };
}
