import { deleteExpiredAuthRecords } from "#db/auth/delete-expired-auth-records";
import { createDpaeDriver } from "../dpae/drivers/create-dpae-driver";
import { readDpaeDriverConfig } from "../dpae/drivers/dpae-config";
import { pollDpaeReturns } from "../dpae/poll-dpae-returns";
import { republishDueOffers } from "../multiposting/republish-due-offers";
import { sweepRegistrationUploads } from "../registrations/sweep-registration-uploads";
import { dispatchDueJobs } from "./dispatch-due-jobs";
import type { JobContext } from "./job-context";

/** What a cron task is given: a job's context, without an attempt (a cron run is not retried). */
export type CronContext = Omit<JobContext, "attempts">;

/** The schedules of queues/wrangler.toml's [triggers] crons. */
export const EVERY_MINUTE = "* * * * *";
export const NIGHTLY = "0 3 * * *";

/**
 * What each cron schedule runs, in order (queues/wrangler.toml declares the same schedules; the local
 * server fires them too). A task that fails is logged and the next still runs.
 */
export const CRON_TASKS: Record<string, readonly { name: string; run: (context: CronContext) => Promise<unknown> }[]> = {
  [EVERY_MINUTE]: [
    { name: "due scheduled jobs", run: (context) => dispatchDueJobs(context) },
    // The DPAE returns (decision 0030); the driver's settings are read only when a flow is due.
    {
      name: "DPAE returns",
      run: (context) =>
        pollDpaeReturns({ db: context.db, driver: () => createDpaeDriver(readDpaeDriverConfig(context.env)), now: context.now }),
    },
    // Job offers whose automatic republishing is due (spec 000 §4, a week after their last publication; decision 0046).
    { name: "job offers auto-republish", run: (context) => republishDueOffers(context) },
  ],
  [NIGHTLY]: [
    { name: "expired sessions and tokens", run: (context) => deleteExpiredAuthRecords(context.db, context.now) },
    {
      name: "expired registration uploads",
      run: (context) => sweepRegistrationUploads({ db: context.db, files: context.env.FILES, now: context.now }),
    },
  ],
};

/** Runs the tasks of one schedule. Throws once all ran if any failed, so the platform records the failure. */
export async function runCronTasks(cron: string, context: CronContext) {
  const tasks = CRON_TASKS[cron];
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
