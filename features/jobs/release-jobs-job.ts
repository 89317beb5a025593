import { z } from "zod";
import { defineJob, RETRY } from "./define-job";
import { JobEnvelopeSchema } from "./job-envelope";
import { enqueueEnvelopes } from "./queue-messages";

/**
 * Work scheduled beyond the queue's 12-hour delay (a far-future SMS), kept as one `scheduled_jobs` row
 * (enqueue-job.ts `runLater`): due, its jobs go on the queue, where each runs and retries as it would
 * have had it been sent then. Released twice (a cron run repeated after a crash), each job still does
 * its work once: every job is idempotent.
 */
export const ReleaseJobsJob = defineJob({
  type: "jobs.release",
  version: 1,
  schema: z.object({ key: z.string().min(1).max(200), jobs: z.array(JobEnvelopeSchema).min(1).max(2000) }),
  retry: RETRY.scheduled,
  idempotencyKey: (payload) => `jobs.release:${payload.key}`,
  handle: (payload, context) => enqueueEnvelopes(context.env.JOBS, payload.jobs),
});
