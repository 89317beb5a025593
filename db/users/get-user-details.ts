import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Permission } from "#domain/auth/permissions";
import type { Database } from "../client";
import { userGroups, userPermissions, users, userSpaces } from "../schema/users";

export type UserDetailRow = typeof users.$inferSelect & {
  permissions: Permission[];
  space_ids: number[];
  group_ids: number[];
};

/** Users by id with their permissions, spaces and groups, in one round trip (deleted ones excluded). */
export async function getUserDetails(db: Database, ids: number[]): Promise<UserDetailRow[]> {
  if (ids.length === 0) return [];
  const [rows, permissionRows, spaceRows, groupRows] = await db.batch([
    db
      .select()
      .from(users)
      .where(and(inArray(users.id, ids), isNull(users.deleted_at))),
    db.select().from(userPermissions).where(inArray(userPermissions.user_id, ids)),
    db.select().from(userSpaces).where(inArray(userSpaces.user_id, ids)),
    db.select().from(userGroups).where(inArray(userGroups.user_id, ids)),
  ]);
  const byUser = <T extends { user_id: number }, V>(list: T[], pick: (row: T) => V) => {
    const map = new Map<number, V[]>();
    for (const row of list) map.set(row.user_id, [...(map.get(row.user_id) ?? []), pick(row)]);
    return map;
  };
  const permissions = byUser(permissionRows, (row) => row.permission as Permission);
  const spaces = byUser(spaceRows, (row) => row.space_id);
  const groups = byUser(groupRows, (row) => row.group_id);
  const order = new Map(ids.map((id, index) => [id, index]));
  return rows
    .map((row) => ({
      ...row,
      permissions: (permissions.get(row.id) ?? []).sort(),
      space_ids: (spaces.get(row.id) ?? []).sort((a, b) => a - b),
      group_ids: (groups.get(row.id) ?? []).sort((a, b) => a - b),
    }))
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

export async function getUserDetail(db: Database, id: number) {
  const [user] = await getUserDetails(db, [id]);
  return user;
}

/** Whether another live user with this e-mail exists (the unique index settles races). */
export async function isEmailTaken(db: Database, email: string, exceptUserId?: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row !== undefined && row.id !== exceptUserId;
}
