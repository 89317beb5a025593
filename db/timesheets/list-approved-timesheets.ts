import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Database } from "../client";
import { orders, positions } from "../schema/orders";
import { timesheets } from "../schema/timesheets";
import { TIMESHEET_SUMMARY_COLUMNS } from "./get-timesheet";
import { companies } from "../schema/companies";
import { workers } from "../schema/workers";

/**
 * A space's approved timesheets lying within [from, to] (each lies within one month), with what pay
 * and billing need: the order's rate (else its position's) and coefficient. Read through
 * timesheets_space_status_start_idx, ordered by worker then first day.
 */
export async function listApprovedTimesheets(db: Database, spaceId: number, from: string, to: string) {
  return db
    .select({
      ...TIMESHEET_SUMMARY_COLUMNS,
      hourly_rate: sql<number | null>`coalesce(${orders.hourly_rate}, ${positions.hourly_rate})`.as("hourly_rate"),
      coefficient: orders.coefficient,
    })
    .from(timesheets)
    .innerJoin(orders, eq(orders.id, timesheets.order_id))
    .innerJoin(companies, eq(companies.id, orders.company_id))
    .innerJoin(workers, eq(workers.id, timesheets.worker_id))
    .leftJoin(positions, eq(positions.id, orders.position_id))
    .where(
      and(
        eq(timesheets.space_id, spaceId),
        eq(timesheets.status, "approved"),
        gte(timesheets.starts_on, from),
        lte(timesheets.ends_on, to),
      ),
    )
    .orderBy(asc(workers.last_name), asc(workers.first_name), asc(timesheets.worker_id), asc(timesheets.starts_on));
}
