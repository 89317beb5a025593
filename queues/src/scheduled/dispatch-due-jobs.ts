import { claimDueJobs } from "#db/scheduled-jobs/claim-due-jobs";
import { markJobDone, markJobFailed } from "#db/scheduled-jobs/finish-scheduled-job";
import type { scheduledJobs } from "#db/schema/scheduled-jobs";
import { AvailabilityFollowUpJob } from "#domain/jobs/availability-follow-up";
import { OrderArrivalCheckJob, OrderReminderJob } from "#domain/jobs/order-reminders";
import { runOrderJob } from "#functions/src/operations/orders/run-order-job";
import { followUpAvailability } from "#functions/src/operations/availability-requests/follow-up-availability";
import type { RequestAvailabilitiesContext } from "#functions/src/operations/availability-requests/request-availabilities";

/** Jobs taken per cron run; the rest wait a minute. */
const BATCH = 50;
/** Attempts before a job is failed for good (attempts and last_error stay on the row to read). */
export const MAX_JOB_ATTEMPTS = 5;

export type ScheduledJob = typeof scheduledJobs.$inferSelect;
export type ScheduledJobRunner = (job: ScheduledJob, context: RequestAvailabilitiesContext) => Promise<unknown>;

/** What each scheduled job type does. An unknown type fails at once: retrying cannot teach it. */
export const SCHEDULED_JOB_RUNNERS: Record<string, ScheduledJobRunner> = {
  [AvailabilityFollowUpJob.type]: (job, context) => followUpAvailability(context, AvailabilityFollowUpJob.schema.parse(job.payload)),
  [OrderReminderJob.type]: (job, context) => runOrderJob(context, OrderReminderJob.type, OrderReminderJob.schema.parse(job.payload)),
  [OrderArrivalCheckJob.type]: (job, context) =>
    runOrderJob(context, OrderArrivalCheckJob.type, OrderArrivalCheckJob.schema.parse(job.payload)),
};

/** Minutes before the next attempt: 1, 2, 4, 8… */
function retryDelayMs(attempts: number) {
  return 2 ** (attempts - 1) * 60_000;
}

/**
 * The every-minute cron (decision 0021): claims the due jobs, runs each once, then marks it done, back to
 * pending with a delay, or failed after MAX_JOB_ATTEMPTS. Returns the ids it ran, for tests and logs.
 */
export async function dispatchDueJobs(
  context: RequestAvailabilitiesContext,
  runners: Record<string, ScheduledJobRunner> = SCHEDULED_JOB_RUNNERS,
) {
  const claimed = await claimDueJobs(context.db, context.now, BATCH);
  for (const job of claimed) {
    const runner = runners[job.type];
    try {
      if (!runner) throw new Error(`Unknown scheduled job ${job.type}`);
      await runner(job, context);
      await markJobDone(context.db, job.id, new Date());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retry = runner && job.attempts < MAX_JOB_ATTEMPTS ? new Date(context.now.getTime() + retryDelayMs(job.attempts)) : null;
      console.warn(`scheduled job ${job.id} (${job.type}) failed, attempt ${job.attempts}${retry ? "" : ", giving up"}: ${message}`);
      await markJobFailed(context.db, job.id, message.slice(0, 1000), retry, new Date());
    }
  }
  return claimed.map((job) => job.id);
}
