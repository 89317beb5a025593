import { deleteExpiredAuthRecords } from "#db/auth/delete-expired-auth-records";
import { closeExpiredAwaitedReplies } from "#db/sms/close-expired-awaited-replies";
import { deleteOldUnroutedReplies } from "#db/sms/delete-old-unrouted-replies";
import { type CronSchedule, EVERY_MINUTE, MONTHLY, NIGHTLY } from "#domain/jobs/cron-schedules";
import { remindDueContracts } from "../contracts/remind-due-contracts";
import { createDpaeDriver } from "../dpae/drivers/create-dpae-driver";
import { readDpaeDriverConfig } from "../dpae/drivers/dpae-config";
import { pollDpaeReturns } from "../dpae/poll-dpae-returns";
import { republishDueOffers } from "../multiposting/republish-due-offers";
import { sweepRegistrationUploads } from "../registrations/sweep-registration-uploads";
import { queueMonthlyExports } from "../statistics/queue-monthly-exports";
import { createWeekTimesheets } from "../timesheets/create-week-timesheets";
import { sendTimesheetReminders } from "../timesheets/send-timesheet-reminders";
import { dispatchDueJobs } from "./dispatch-due-jobs";
import type { JobContext } from "./job-context";

/** What a cron task is given: a job's context, without an attempt (a cron run is not retried). */
export type CronContext = Omit<JobContext, "attempts">;

interface CronTask {
  name: string;
  run: (context: CronContext) => Promise<unknown>;
}

/**
 * What each cron schedule runs, in order (queues/wrangler.toml declares the same schedules; the local
 * server fires them too). A task that fails is logged and the next still runs.
 */
export const CRON_TASKS: Record<CronSchedule, readonly CronTask[]> = {
  [EVERY_MINUTE]: [
    { name: "due scheduled jobs", run: (context) => dispatchDueJobs(context) },
    // The DPAE returns (decision 0030); the driver's settings are read only when a flow is due.
    {
      name: "DPAE returns",
      run: (context) =>
        pollDpaeReturns({
          db: context.db,
          driver: () => createDpaeDriver(readDpaeDriverConfig(context.env), { now: context.now }),
          now: context.now,
        }),
    },
    // Job offers whose automatic republishing is due (spec 000 §4, a week after their last publication; decision 0046).
    { name: "job offers auto-republish", run: (context) => republishDueOffers(context) },
    // Timesheet reminders (decision 0052): the worker on Friday afternoon, the client on Monday morning, Paris time.
    { name: "timesheet reminders", run: (context) => sendTimesheetReminders(context) },
  ],
  [NIGHTLY]: [
    { name: "this week's timesheets", run: (context) => createWeekTimesheets(context) },
    { name: "contracts due the next working day", run: (context) => remindDueContracts(context) },
    { name: "expired sessions and tokens", run: (context) => deleteExpiredAuthRecords(context.db, context.now) },
    {
      name: "expired registration uploads",
      run: (context) => sweepRegistrationUploads({ db: context.db, files: context.env.FILES, now: context.now }),
    },
    // Questions past their end free their reply codes (decision 0043); expiry itself is a condition of
    // every lookup, so a late reply never reaches them in between.
    { name: "expired SMS questions", run: (context) => closeExpiredAwaitedReplies(context.db, context.now) },
    // Replies that reached no agency are kept 30 days: long enough to be asked which, no longer.
    {
      name: "old unrouted SMS replies",
      run: (context) => deleteOldUnroutedReplies(context.db, new Date(context.now.getTime() - 30 * 86_400_000)),
    },
  ],
  [MONTHLY]: [
    // Last month's statistics export of every space and of all (decision 0047).
    {
      name: "monthly statistics exports",
      run: (context) => queueMonthlyExports({ db: context.db, jobs: context.env.JOBS, now: context.now }),
    },
  ],
};

/** Runs the tasks of one schedule. Throws once all ran if any failed, so the platform records the failure. */
export async function runCronTasks(cron: string, context: CronContext) {
  const tasks: readonly CronTask[] | undefined = CRON_TASKS[cron as CronSchedule];
  if (!tasks) throw new Error(`No tasks for cron "${cron}"`);
  const failures: string[] = [];
  for (const task of tasks) {
    try {
      await task.run(context);
    } catch (error) {
      console.error(`cron ${cron}: ${task.name} failed`, error);
      failures.push(task.name);
    }
  }
  if (failures.length > 0) throw new Error(`cron ${cron}: ${failures.join(", ")} failed`);
}
