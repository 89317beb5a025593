import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { EXPORT_FORMATS, EXPORT_STATUSES } from "#domain/statistics/export-enums";
import { enumCheck, timestamps } from "./columns";
import { spaces } from "./spaces";
import { users } from "./users";

// Statistics exports (decision 0047): a file of a period's figures and detail rows, built by the queue
// Worker into R2. Asked by an owner, or by the monthly cron for every space and for all of them.
export const statisticsExports = sqliteTable(
  "statistics_exports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The space whose figures it holds; null: every space. */
    space_id: integer("space_id").references(() => spaces.id),
    /** The period, Paris days YYYY-MM-DD, both included. */
    from_day: text("from_day").notNull(),
    to_day: text("to_day").notNull(),
    format: text("format", { enum: EXPORT_FORMATS }).notNull(),
    status: text("status", { enum: EXPORT_STATUSES }).notNull().default("queued"),
    /** Who asked; null for the monthly cron. */
    requested_by_user_id: integer("requested_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The monthly cron's key ("monthly:2026-01:space:3:xlsx"): a second run of the same month adds nothing. */
    schedule_key: text("schedule_key"),
    /** When a consumer took it to build (status running): a claim older than the lease is taken again. */
    claimed_at: integer("claimed_at", { mode: "timestamp_ms" }),
    attempts: integer("attempts").notNull().default(0),
    r2_key: text("r2_key"),
    size_bytes: integer("size_bytes"),
    /** Detail rows written (registrations, orders, DPAE), for the list. */
    row_count: integer("row_count"),
    error_message: text("error_message"),
    completed_at: integer("completed_at", { mode: "timestamp_ms" }),
    ...timestamps(),
  },
  (t) => [
    enumCheck("statistics_exports_format_check", t.format, EXPORT_FORMATS),
    enumCheck("statistics_exports_status_check", t.status, EXPORT_STATUSES),
    check("statistics_exports_period_check", sql`${t.to_day} >= ${t.from_day}`),
    uniqueIndex("statistics_exports_schedule_key_unique").on(t.schedule_key),
    // The list, newest first.
    index("statistics_exports_created_idx").on(t.created_at),
  ],
);
