import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { insertedIdRef, type Database } from "../client";
import { groups, userGroups, users } from "../schema/users";

// A space's groups of users (decision 0048). `spaceIds` "all": an owner's reach.

type Reach = readonly number[] | "all";

function inReach(reach: Reach) {
  return reach === "all" ? undefined : inArray(groups.space_id, [...reach]);
}

// Spelt out: inside a select list, drizzle names a column without its table, which the sub-select would
// read as its own tables' column.
const memberCount =
  sql<number>`(select count(*) from ${userGroups} join ${users} on "users"."id" = "user_groups"."user_id" where "user_groups"."group_id" = "groups"."id" and "users"."deleted_at" is null)`.mapWith(
    Number,
  );

const groupColumns = { id: groups.id, space_id: groups.space_id, name: groups.name, member_count: memberCount };

export function listGroups(db: Database, reach: Reach, spaceId?: number) {
  return db
    .select(groupColumns)
    .from(groups)
    .where(and(inReach(reach), spaceId === undefined ? undefined : eq(groups.space_id, spaceId)))
    .orderBy(asc(groups.space_id), asc(groups.name));
}

export async function getGroup(db: Database, id: number, reach: Reach) {
  const [row] = await db
    .select(groupColumns)
    .from(groups)
    .where(and(eq(groups.id, id), inReach(reach)));
  return row;
}

export function insertGroup(db: Database, values: { space_id: number; name: string }, now: Date) {
  return db
    .insert(groups)
    .values({ ...values, created_at: now, updated_at: now })
    .returning({ id: groups.id });
}

export function newGroupIdRef() {
  return insertedIdRef(groups);
}

export function renameGroup(db: Database, id: number, name: string, now: Date) {
  return db.update(groups).set({ name, updated_at: now }).where(eq(groups.id, id)).returning({ id: groups.id });
}

/** Deleting a group takes its users out of it (user_groups cascades). */
export function deleteGroup(db: Database, id: number) {
  return db.delete(groups).where(eq(groups.id, id)).returning({ id: groups.id });
}
