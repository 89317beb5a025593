import { and, eq, inArray } from "drizzle-orm";
import type { Permission } from "../../domain/auth/permissions";
import type { Database } from "../client";
import { groups, userGroups, userPermissions, users, userSpaces } from "../schema/users";

export interface UserChanges {
  profile: Partial<
    Pick<typeof users.$inferInsert, "email" | "first_name" | "last_name" | "is_admin" | "api_access" | "legacy_v1_admin" | "locale" | "theme">
  >;
  /** The complete new sets, already merged with what the editor may not touch. */
  permissions?: readonly Permission[];
  spaceIds?: readonly number[];
  groupIds?: readonly number[];
}

/** Statements that apply a user's changes (profile, then each set replaced whole), for one batch. */
export function updateUserStatements(db: Database, userId: number, changes: UserChanges) {
  const statements = [];
  if (Object.keys(changes.profile).length > 0) {
    statements.push(db.update(users).set(changes.profile).where(eq(users.id, userId)));
  }
  if (changes.permissions) {
    statements.push(db.delete(userPermissions).where(eq(userPermissions.user_id, userId)));
    for (const permission of changes.permissions) {
      statements.push(db.insert(userPermissions).values({ user_id: userId, permission }));
    }
  }
  if (changes.spaceIds) {
    statements.push(db.delete(userSpaces).where(eq(userSpaces.user_id, userId)));
    for (const space_id of changes.spaceIds) statements.push(db.insert(userSpaces).values({ user_id: userId, space_id }));
  }
  if (changes.groupIds) {
    statements.push(db.delete(userGroups).where(eq(userGroups.user_id, userId)));
    for (const group_id of changes.groupIds) statements.push(db.insert(userGroups).values({ user_id: userId, group_id }));
  }
  return statements;
}

/** Groups among `groupIds` that belong to one of `spaceIds` (a user only joins groups of their spaces). */
export async function filterGroupsInSpaces(db: Database, groupIds: readonly number[], spaceIds: readonly number[]) {
  if (groupIds.length === 0 || spaceIds.length === 0) return [];
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(inArray(groups.id, [...groupIds]), inArray(groups.space_id, [...spaceIds])));
  return rows.map((row) => row.id);
}
