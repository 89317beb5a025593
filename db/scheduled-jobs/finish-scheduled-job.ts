import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { scheduledJobs } from "../schema/scheduled-jobs";

/** The job ran: done. Only from running, so a job cancelled meanwhile stays cancelled. */
export async function markJobDone(db: Database, id: number, now: Date) {
  await db
    .update(scheduledJobs)
    .set({ status: "done", done_at: now, last_error: null, updated_at: now })
    .where(and(eq(scheduledJobs.id, id), eq(scheduledJobs.status, "running")));
}

/** The job failed: back to pending at `retryAt`, or failed for good when `retryAt` is null. */
export async function markJobFailed(db: Database, id: number, error: string, retryAt: Date | null, now: Date) {
  await db
    .update(scheduledJobs)
    .set(
      retryAt
        ? { status: "pending", run_at: retryAt, last_error: error, updated_at: now }
        : { status: "failed", last_error: error, updated_at: now },
    )
    .where(and(eq(scheduledJobs.id, id), eq(scheduledJobs.status, "running")));
}
