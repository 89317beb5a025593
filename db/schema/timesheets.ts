import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { TIMESHEET_STATUSES } from "#domain/enums/timesheet";
import type { TimesheetDay } from "#domain/timesheets/timesheet-day";
import { enumCheck, timestamps } from "./columns";
import { orders, orderWorkers } from "./orders";
import { spaces } from "./spaces";
import { workers } from "./workers";

/**
 * A worker's hours on one accepted placement for one ISO week, or for the part of it in one month
 * (decision 0051). One per placement and first day, whatever how often the weekly creation runs.
 * The days are one JSON array: they are always read and replaced together (PUT /v1/timesheets/{id}).
 */
export const timesheets = sqliteTable(
  "timesheets",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    space_id: integer("space_id")
      .notNull()
      .references(() => spaces.id),
    order_id: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    worker_id: integer("worker_id")
      .notNull()
      .references(() => workers.id, { onDelete: "cascade" }),
    /** The accepted place the hours are worked on (its periods bound the days). */
    order_worker_id: integer("order_worker_id")
      .notNull()
      .references(() => orderWorkers.id, { onDelete: "cascade" }),
    /** The ISO week, "2026-W18". */
    week: text("week").notNull(),
    /** First and last day, YYYY-MM-DD in Paris, both within one month. */
    starts_on: text("starts_on").notNull(),
    ends_on: text("ends_on").notNull(),
    status: text("status", { enum: TIMESHEET_STATUSES }).notNull().default("to_fill"),
    days: text("days", { mode: "json" }).$type<TimesheetDay[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    enumCheck("timesheets_status_check", t.status, TIMESHEET_STATUSES),
    uniqueIndex("timesheets_place_start_unique").on(t.order_worker_id, t.starts_on),
    // The list: one space's week (by status), an order's weeks, and the export's approved ones by date.
    index("timesheets_space_week_idx").on(t.space_id, t.week, t.status),
    index("timesheets_order_idx").on(t.order_id, t.starts_on),
    index("timesheets_space_status_start_idx").on(t.space_id, t.status, t.starts_on),
    index("timesheets_worker_idx").on(t.worker_id),
  ],
);
