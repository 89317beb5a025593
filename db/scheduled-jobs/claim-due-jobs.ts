import { and, asc, eq, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { scheduledJobs } from "../schema/scheduled-jobs";

/** A cron invocation cannot run longer than this: a job still "running" after it was abandoned (a crash). */
export const STALE_RUNNING_MS = 15 * 60 * 1000;

/**
 * Takes up to `limit` due jobs for this dispatcher alone: one conditional UPDATE … RETURNING moves them
 * from pending to running (counting the attempt), so two overlapping cron runs never get the same job
 * (CONVENTIONS §6). A job left running by a crashed run is taken again once stale.
 */
export async function claimDueJobs(db: Database, now: Date, limit: number) {
  const claimable = or(
    and(eq(scheduledJobs.status, "pending"), lte(scheduledJobs.run_at, now)),
    and(eq(scheduledJobs.status, "running"), lt(scheduledJobs.updated_at, new Date(now.getTime() - STALE_RUNNING_MS))),
  );
  const due = db.select({ id: scheduledJobs.id }).from(scheduledJobs).where(claimable).orderBy(asc(scheduledJobs.run_at)).limit(limit);
  return db
    .update(scheduledJobs)
    .set({ status: "running", attempts: sql`${scheduledJobs.attempts} + 1`, updated_at: now })
    .where(and(sql`${scheduledJobs.id} in ${due}`, claimable))
    .returning();
}
