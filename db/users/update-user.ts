import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Permission } from "#domain/auth/permissions";
import type { Database } from "../client";
import { groups, userGroups, userPermissions, users, userSpaces } from "../schema/users";
import { nextVersion } from "../sql/row-version";
import { anotherOwnerExists } from "./owner-guard";

export interface UserChanges {
  profile: Partial<
    Pick<
      typeof users.$inferInsert,
      "email" | "first_name" | "last_name" | "is_admin" | "api_access" | "legacy_v1_admin" | "locale" | "theme"
    >
  >;
  /** The complete new sets, already merged with what the editor may not touch. */
  permissions?: readonly Permission[];
  spaceIds?: readonly number[];
  groupIds?: readonly number[];
}

/**
 * Statements that apply a user's changes (profile, then each set replaced whole), for one batch. The
 * user's version moves whatever changed: permissions and spaces are part of what the form edits.
 */
export function updateUserStatements(db: Database, userId: number, changes: UserChanges, now: Date) {
  const statements = [];
  statements.push(
    db
      .update(users)
      .set({ ...changes.profile, updated_at: nextVersion(users.updated_at, now) })
      .where(eq(users.id, userId)),
  );
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

/**
 * The write guard of a user's edit: the user is still there (not deleted meanwhile), still the version
 * the editor read when one is given, and, when the edit takes app-admin away, another live owner
 * exists as the write runs, so two owners demoting each other at once cannot leave none (spec §6).
 */
export function userStillEditable(db: Database, target: { id: number; version?: number; demotesOwner?: boolean }): SQL {
  const conditions = [eq(users.id, target.id), isNull(users.deleted_at)];
  if (target.version !== undefined) conditions.push(eq(users.updated_at, new Date(target.version)));
  if (target.demotesOwner) conditions.push(anotherOwnerExists(db, target.id));
  return sql`exists (select 1 from ${users} where ${and(...conditions)})`;
}
