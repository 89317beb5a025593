import { and, count, desc, eq, getTableColumns, gte, lt, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { activityLogs } from "../schema/activity-logs";
import { users } from "../schema/users";

export interface ActivityLogFilters {
  userId?: number;
  spaceId?: number;
  type?: string;
  schema?: string;
  from?: Date;
  /** Exclusive upper bound. */
  to?: Date;
  page: number;
  perPage: number;
}

/** Newest first, filtered by the indexed columns (user, space, type, date). */
export async function listActivityLogs(db: Database, filters: ActivityLogFilters) {
  const conditions: SQL[] = [];
  if (filters.userId !== undefined) conditions.push(eq(activityLogs.user_id, filters.userId));
  if (filters.spaceId !== undefined) conditions.push(eq(activityLogs.space_id, filters.spaceId));
  if (filters.type) conditions.push(eq(activityLogs.type, filters.type));
  if (filters.schema) conditions.push(eq(activityLogs.schema, filters.schema));
  if (filters.from) conditions.push(gte(activityLogs.created_at, filters.from));
  if (filters.to) conditions.push(lt(activityLogs.created_at, filters.to));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, totals] = await db.batch([
    db
      // Flat columns: D1's batch maps rows positionally, and a whole-table selection beside a nested
      // object came back shifted.
      .select({
        ...getTableColumns(activityLogs),
        user_email: users.email,
        user_first_name: users.first_name,
        user_last_name: users.last_name,
      })
      .from(activityLogs)
      .leftJoin(users, eq(users.id, activityLogs.user_id))
      .where(where)
      .orderBy(desc(activityLogs.created_at), desc(activityLogs.id))
      .limit(filters.perPage)
      .offset((filters.page - 1) * filters.perPage),
    db.select({ total: count() }).from(activityLogs).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
