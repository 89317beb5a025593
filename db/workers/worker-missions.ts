import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { WORKER_MISSION_STATUSES } from "#domain/workers/worker-mission-schemas";
import type { TimesheetDay } from "#domain/timesheets/timesheet-day";
import type { Database } from "../client";
import { companies } from "../schema/companies";
import { orderPeriods, orders, orderWorkers, positions } from "../schema/orders";
import { timesheets } from "../schema/timesheets";

/** A worker's file lists this many placements at most: years of weekly missions. */
export const WORKER_MISSIONS_MAX = 500;

/**
 * The places a worker held in one space, newest start first, and the days of their timesheets, in one
 * round trip. A place for one period is dated by that period; a place for the whole order by the order.
 */
export async function listWorkerMissions(db: Database, spaceId: number, workerId: number) {
  const [missions, sheets] = await db.batch([
    db
      // D1 answers a batch's rows with their column names: each name is read from one table only.
      .select({
        order_worker_id: sql<number>`${orderWorkers.id}`.as("order_worker_id"),
        order_id: orderWorkers.order_id,
        order_number: orders.number,
        order_status: sql<(typeof orders.status)["_"]["data"]>`${orders.status}`.as("order_status"),
        company_id: orders.company_id,
        company_name: companies.name,
        position_title: positions.title,
        status: orderWorkers.status,
        starts_at: sql<number | null>`coalesce(${orderPeriods.starts_at}, ${orders.starts_at})`.as("mission_starts_at"),
        ends_at: sql<number | null>`coalesce(${orderPeriods.ends_at}, ${orders.ends_at})`.as("mission_ends_at"),
      })
      .from(orderWorkers)
      .innerJoin(orders, eq(orders.id, orderWorkers.order_id))
      .innerJoin(companies, eq(companies.id, orders.company_id))
      .leftJoin(positions, eq(positions.id, orders.position_id))
      .leftJoin(orderPeriods, eq(orderPeriods.id, orderWorkers.period_id))
      .where(
        and(
          eq(orderWorkers.space_id, spaceId),
          eq(orderWorkers.worker_id, workerId),
          inArray(orderWorkers.status, [...WORKER_MISSION_STATUSES]),
        ),
      )
      .orderBy(desc(sql`mission_starts_at`), desc(orderWorkers.id))
      .limit(WORKER_MISSIONS_MAX),
    db
      .select({ order_worker_id: timesheets.order_worker_id, days: timesheets.days })
      .from(timesheets)
      .where(and(eq(timesheets.worker_id, workerId), eq(timesheets.space_id, spaceId))),
  ]);
  return { missions, timesheets: sheets as { order_worker_id: number; days: TimesheetDay[] }[] };
}
