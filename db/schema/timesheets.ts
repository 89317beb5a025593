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
    /** When it was last sent to the client for approval (decision 0052); names that sending's e-mail. */
    submitted_at: integer("submitted_at", { mode: "timestamp_ms" }),
    /**
     * The order's contact the approval link was sent to: the one who approves or disputes. No foreign
     * key: SQLite cannot add one with ON DELETE to an existing table, and a removed contact must not
     * block its deletion; the decision keeps the contact's name in decided_by.
     */
    approver_contact_id: integer("approver_contact_id"),
    /** The client's decision: when, who (the contact's name and e-mail as they were) and a dispute's comment. */
    decided_at: integer("decided_at", { mode: "timestamp_ms" }),
    decided_by: text("decided_by"),
    dispute_comment: text("dispute_comment"),
    /** The Paris day of the last reminder to the worker (Fridays) and to the client (Mondays): never twice a day. */
    worker_reminded_on: text("worker_reminded_on"),
    client_reminded_on: text("client_reminded_on"),
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
