import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { TimesheetDay } from "#domain/timesheets/timesheet-day";
import type { Database } from "../client";
import { companies } from "../schema/companies";
import { orderPeriods, orders, orderWorkers, positions } from "../schema/orders";
import { timesheets } from "../schema/timesheets";
import { workers } from "../schema/workers";

const earlierPart = alias(timesheets, "earlier_part");

/**
 * The days of the same place's same week in the month before (a week splits in two at most): its
 * overtime and 48 hours count from them (decision 0051). Read through timesheets_place_start_unique.
 */
const earlierDays = sql<
  string | null
>`(select ${earlierPart.days} from ${timesheets} ${earlierPart} where ${earlierPart.order_worker_id} = ${timesheets.order_worker_id} and ${earlierPart.week} = ${timesheets.week} and ${earlierPart.starts_on} < ${timesheets.starts_on})`.mapWith(
  (value: string | null): TimesheetDay[] => (typeof value === "string" ? (JSON.parse(value) as TimesheetDay[]) : []),
);

const laterPart = alias(timesheets, "later_part");

/**
 * The days of the same place's same week in the month after: the 48 hours and the 11 hours' rest of an
 * earlier part edited after its later part count them (decision 0053). A column of the file's one
 * select, read through timesheets_place_start_unique: no round trip more.
 */
const laterDays = sql<
  string | null
>`(select ${laterPart.days} from ${timesheets} ${laterPart} where ${laterPart.order_worker_id} = ${timesheets.order_worker_id} and ${laterPart.week} = ${timesheets.week} and ${laterPart.starts_on} > ${timesheets.starts_on})`.mapWith(
  (value: string | null): TimesheetDay[] => (typeof value === "string" ? (JSON.parse(value) as TimesheetDay[]) : []),
);

// D1 answers a batch's rows by position with their column names: two columns of one name would collide,
// so each is read from one table only (the order's company_id, the alias of the earlier part's days).
export const TIMESHEET_SUMMARY_COLUMNS = {
  id: timesheets.id,
  space_id: timesheets.space_id,
  order_id: timesheets.order_id,
  order_number: orders.number,
  company_id: orders.company_id,
  company_name: companies.name,
  worker_id: timesheets.worker_id,
  worker_first_name: workers.first_name,
  worker_last_name: workers.last_name,
  order_worker_id: timesheets.order_worker_id,
  week: timesheets.week,
  starts_on: timesheets.starts_on,
  ends_on: timesheets.ends_on,
  status: timesheets.status,
  days: timesheets.days,
  updated_at: timesheets.updated_at,
  earlier_days: earlierDays,
};

/**
 * A timesheet with what its file shows and its rules read, in one batch: its order's rate (else its
 * position's), the placement's periods (the days it may hold) and the days of the same week's earlier
 * part (the month before), which its overtime and 48 hours count from, and of its later part (the month
 * after), which its 48 hours and its last day's rest are checked against.
 */
export async function getTimesheetFile(db: Database, id: number) {
  const [rows, periods] = await db.batch([
    db
      .select({
        ...TIMESHEET_SUMMARY_COLUMNS,
        later_days: laterDays,
        // The order's rate, else its position's (contracts will bring theirs).
        hourly_rate: sql<number | null>`coalesce(${orders.hourly_rate}, ${positions.hourly_rate})`.as("hourly_rate"),
        // The client's decision (decision 0052).
        submitted_at: timesheets.submitted_at,
        approver_contact_id: timesheets.approver_contact_id,
        decided_at: timesheets.decided_at,
        decided_by: timesheets.decided_by,
        dispute_comment: timesheets.dispute_comment,
      })
      .from(timesheets)
      .innerJoin(orders, eq(orders.id, timesheets.order_id))
      .innerJoin(companies, eq(companies.id, orders.company_id))
      .innerJoin(workers, eq(workers.id, timesheets.worker_id))
      .leftJoin(positions, eq(positions.id, orders.position_id))
      .where(eq(timesheets.id, id)),
    db
      .select({ starts_at: orderPeriods.starts_at, ends_at: orderPeriods.ends_at })
      .from(timesheets)
      .innerJoin(orderWorkers, eq(orderWorkers.id, timesheets.order_worker_id))
      .innerJoin(orderPeriods, eq(orderPeriods.order_id, orderWorkers.order_id))
      .where(and(eq(timesheets.id, id), or(isNull(orderWorkers.period_id), eq(orderWorkers.period_id, orderPeriods.id))))
      .orderBy(asc(orderPeriods.starts_at)),
  ]);
  const row = rows[0];
  if (!row) return undefined;
  return { ...row, periods };
}

export type TimesheetFile = NonNullable<Awaited<ReturnType<typeof getTimesheetFile>>>;
