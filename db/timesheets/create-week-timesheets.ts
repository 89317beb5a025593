import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { orderPeriods, orderWorkers } from "../schema/orders";
import { timesheets } from "../schema/timesheets";

export interface WeekPartBounds {
  week: string;
  starts_on: string;
  ends_on: string;
  /** The instants the part's first day begins and the day after its last begins, in Paris. */
  from: Date;
  to: Date;
}

/**
 * One timesheet for every accepted place whose periods (its own, or all of its order's for a place on
 * the whole order) meet the part of the week, in one INSERT … SELECT. A place that already has its
 * timesheet is skipped by the unique index: the weekly creation may run again, and twice at once.
 * Returns how many were created.
 */
export async function createWeekTimesheets(db: Database, part: WeekPartBounds, now: Date): Promise<number> {
  const placements = db
    .selectDistinct({
      // Every column in the table's order, as INSERT … SELECT needs; a null id is given the next one.
      id: sql<number>`null`.as("id"),
      space_id: orderWorkers.space_id,
      order_id: orderWorkers.order_id,
      worker_id: orderWorkers.worker_id,
      order_worker_id: orderWorkers.id,
      week: sql<string>`${part.week}`.as("week"),
      starts_on: sql<string>`${part.starts_on}`.as("starts_on"),
      ends_on: sql<string>`${part.ends_on}`.as("ends_on"),
      status: sql<"to_fill">`'to_fill'`.as("status"),
      days: sql<string>`'[]'`.as("days"),
      // Not sent, not decided, never reminded (decision 0052).
      submitted_at: sql<null>`null`.as("submitted_at"),
      approver_contact_id: sql<null>`null`.as("approver_contact_id"),
      decided_at: sql<null>`null`.as("decided_at"),
      decided_by: sql<null>`null`.as("decided_by"),
      dispute_comment: sql<null>`null`.as("dispute_comment"),
      worker_reminded_on: sql<null>`null`.as("worker_reminded_on"),
      client_reminded_on: sql<null>`null`.as("client_reminded_on"),
      created_at: sql<number>`${now.getTime()}`.as("created_at"),
      updated_at: sql<number>`${now.getTime()}`.as("updated_at"),
    })
    .from(orderWorkers)
    .innerJoin(orderPeriods, eq(orderPeriods.order_id, orderWorkers.order_id))
    .where(
      and(
        eq(orderWorkers.status, "accepted"),
        or(isNull(orderWorkers.period_id), eq(orderWorkers.period_id, orderPeriods.id)),
        lt(orderPeriods.starts_at, part.to),
        gt(orderPeriods.ends_at, part.from),
      ),
    );
  const inserted = await db
    .insert(timesheets)
    .select(placements as never)
    .onConflictDoNothing()
    .returning({ id: timesheets.id });
  return inserted.length;
}
