import { sql } from "drizzle-orm";
import type { Permission } from "#domain/auth/permissions";
import type { Database, IdRef } from "../client";
import { userGroups, userPermissions, users, userSpaces } from "../schema/users";

export interface NewUser {
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  is_admin: boolean;
  api_access: boolean;
  legacy_v1_admin: boolean;
  locale: string;
  permissions: readonly Permission[];
  space_ids: readonly number[];
  group_ids: readonly number[];
}

/**
 * The statements that create a user with their permissions, spaces and groups. The child rows find
 * the new id through its unique e-mail, so the whole creation fits in one batch and commits at once.
 */
export function insertUserStatements(db: Database, user: NewUser, now: Date) {
  const email = user.email.toLowerCase();
  const newUserId = newUserIdRef(email);
  const statements = [
    db.insert(users).values({
      email,
      first_name: user.first_name,
      last_name: user.last_name,
      password_hash: user.password_hash,
      is_admin: user.is_admin,
      api_access: user.api_access,
      legacy_v1_admin: user.legacy_v1_admin,
      locale: user.locale,
      created_at: now,
      updated_at: now,
    }),
    ...user.permissions.map((permission) => db.insert(userPermissions).values({ user_id: newUserId, permission })),
    ...user.space_ids.map((space_id) => db.insert(userSpaces).values({ user_id: newUserId, space_id })),
    ...user.group_ids.map((group_id) => db.insert(userGroups).values({ user_id: newUserId, group_id })),
  ];
  return { statements, newUserId };
}

/** The id of the live user with this e-mail, as a subquery usable later in the same batch. */
export function newUserIdRef(email: string): IdRef {
  return sql<number>`(select ${users.id} from ${users} where ${users.email} = ${email.toLowerCase()} and ${users.deleted_at} is null)`;
}

export async function findUserIdByEmail(db: Database, email: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0]?.id;
}
