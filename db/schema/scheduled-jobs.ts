import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { SCHEDULED_JOB_STATUSES } from "#domain/enums/scheduled-job";
import { enumCheck, timestamps } from "./columns";
import { spaces } from "./spaces";

// Work to do at a given time: what must commit or be cancelled with the fact it follows (an
// availability's follow-up, an order's reminder), and work further away than the queue's 12-hour delay
// (features/jobs/enqueue-job.ts). The every-minute cron runs due rows through the job registry
// (features/jobs/dispatch-due-jobs.ts). The type names a job definition in code, so it is free text;
// the payload is that definition's JSON.
export const scheduledJobs = sqliteTable(
  "scheduled_jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The space the job works for; null for application-wide jobs. */
    space_id: integer("space_id").references(() => spaces.id),
    type: text("type").notNull(),
    run_at: integer("run_at", { mode: "timestamp_ms" }).notNull(),
    payload: text("payload", { mode: "json" }).notNull(),
    status: text("status", { enum: SCHEDULED_JOB_STATUSES }).notNull().default("pending"),
    /** A job scheduled twice under the same key exists once (e.g. "availability-follow-up:{id}"). */
    idempotency_key: text("idempotency_key").notNull(),
    attempts: integer("attempts").notNull().default(0),
    last_error: text("last_error"),
    done_at: integer("done_at", { mode: "timestamp_ms" }),
    ...timestamps(),
  },
  (t) => [
    enumCheck("scheduled_jobs_status_check", t.status, SCHEDULED_JOB_STATUSES),
    uniqueIndex("scheduled_jobs_idempotency_key_unique").on(t.idempotency_key),
    index("scheduled_jobs_status_run_at_idx").on(t.status, t.run_at),
    index("scheduled_jobs_space_idx").on(t.space_id),
  ],
);
