import { claimDueJobs } from "#db/scheduled-jobs/claim-due-jobs";
import { markJobDone, markJobFailed } from "#db/scheduled-jobs/finish-scheduled-job";
import type { scheduledJobs } from "#db/schema/scheduled-jobs";
import { RETRY } from "./define-job";
import type { JobContext } from "./job-context";
import { registeredJob } from "./job-registry";

/** Jobs taken per cron run; the rest wait a minute. */
const BATCH = 50;
/** Attempts before a scheduled job is failed for good (attempts and last_error stay on the row to read). */
export const MAX_JOB_ATTEMPTS = RETRY.scheduled.maxAttempts;

export type ScheduledJob = typeof scheduledJobs.$inferSelect;
/** Runs one due row's payload; the registry's handlers by default, a test's own in their place. */
export type ScheduledJobRunner = (payload: unknown, context: JobContext) => Promise<unknown>;

function registryRunner(type: string): ScheduledJobRunner | undefined {
  const job = registeredJob(type);
  return job && ((payload, context) => job.handle(job.schema.parse(payload), context));
}

/**
 * The every-minute cron (decision 0021): claims the due rows, runs each once through the job registry,
 * then marks it done, back to pending after its job's retry delay, or failed once its attempts are
 * spent. An unknown type fails at once: retrying cannot teach it. Returns the ids it ran.
 */
export async function dispatchDueJobs(context: Omit<JobContext, "attempts">, runners?: Record<string, ScheduledJobRunner>) {
  const claimed = await claimDueJobs(context.db, context.now, BATCH);
  for (const row of claimed) {
    const job = registeredJob(row.type);
    const runner = runners ? runners[row.type] : registryRunner(row.type);
    const retry = job?.retry ?? RETRY.scheduled;
    try {
      if (!runner) throw new Error(`Unknown scheduled job ${row.type}`);
      await runner(row.payload, { ...context, attempts: row.attempts });
      await markJobDone(context.db, row.id, context.now);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt =
        runner && row.attempts < retry.maxAttempts ? new Date(context.now.getTime() + retry.delaySeconds(row.attempts) * 1000) : null;
      console.warn(`scheduled job ${row.id} (${row.type}) failed, attempt ${row.attempts}${retryAt ? "" : ", giving up"}: ${message}`);
      await markJobFailed(context.db, row.id, message.slice(0, 1000), retryAt, context.now);
    }
  }
  return claimed.map((row) => row.id);
}
