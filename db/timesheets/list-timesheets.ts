import { and, asc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { TimesheetStatus } from "#domain/enums/timesheet";
import type { Database } from "../client";
import { companies } from "../schema/companies";
import { orders } from "../schema/orders";
import { timesheets } from "../schema/timesheets";
import { workers } from "../schema/workers";
import { TIMESHEET_SUMMARY_COLUMNS } from "./get-timesheet";

export interface ListTimesheetsOptions {
  spaceId: number;
  week?: string | undefined;
  status?: TimesheetStatus | undefined;
  orderId?: number | undefined;
  /** Timesheets lying within these days, as the export takes them (the export screen's count). */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  perPage: number;
}

/**
 * One space's timesheets, by first day then worker, filtered by week (timesheets_space_week_idx),
 * status, order and period (with a status, timesheets_space_status_start_idx); page and count in one batch.
 */
export async function listTimesheets(db: Database, options: ListTimesheetsOptions) {
  const conditions: SQL[] = [eq(timesheets.space_id, options.spaceId)];
  if (options.week) conditions.push(eq(timesheets.week, options.week));
  if (options.status) conditions.push(eq(timesheets.status, options.status));
  if (options.orderId) conditions.push(eq(timesheets.order_id, options.orderId));
  if (options.from) conditions.push(gte(timesheets.starts_on, options.from));
  if (options.to) conditions.push(lte(timesheets.ends_on, options.to));
  const where = and(...conditions);
  const [rows, totals] = await db.batch([
    db
      .select(TIMESHEET_SUMMARY_COLUMNS)
      .from(timesheets)
      .innerJoin(orders, eq(orders.id, timesheets.order_id))
      .innerJoin(companies, eq(companies.id, orders.company_id))
      .innerJoin(workers, eq(workers.id, timesheets.worker_id))
      .where(where)
      .orderBy(asc(timesheets.starts_on), asc(workers.last_name), asc(timesheets.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(timesheets)
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export type TimesheetListRow = Awaited<ReturnType<typeof listTimesheets>>["rows"][number];
