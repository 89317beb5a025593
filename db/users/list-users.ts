import { and, asc, count, eq, exists, inArray, isNull, or, type SQL } from "drizzle-orm";
import { containsText } from "../search/contains-text";
import type { Database } from "../client";
import { users, userSpaces } from "../schema/users";

export interface ListUsersOptions {
  /** Spaces whose users the caller may see; "all" for an owner. */
  visibleSpaceIds: number[] | "all";
  q?: string;
  spaceId?: number;
  page: number;
  perPage: number;
}

/** A page of live users, ordered by name; ids only, details come from getUserDetails. */
export async function listUsers(db: Database, options: ListUsersOptions) {
  const conditions: SQL[] = [isNull(users.deleted_at)];
  const inSpaces = (spaceIds: number[]) =>
    exists(
      db
        .select({ one: userSpaces.user_id })
        .from(userSpaces)
        .where(and(eq(userSpaces.user_id, users.id), inArray(userSpaces.space_id, spaceIds))),
    );
  if (options.visibleSpaceIds !== "all") {
    if (options.visibleSpaceIds.length === 0) return { ids: [], total: 0 };
    conditions.push(inSpaces(options.visibleSpaceIds));
  }
  if (options.spaceId !== undefined) conditions.push(inSpaces([options.spaceId]));
  if (options.q) {
    const q = options.q;
    conditions.push(or(...[users.email, users.first_name, users.last_name].map((column) => containsText(column, q)))!);
  }
  const where = and(...conditions);
  const [rows, totals] = await db.batch([
    db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: totals[0]?.total ?? 0 };
}
