import type { z } from "zod";
import type { Database } from "#db/client";
import { insertScheduledJobs } from "#db/scheduled-jobs/insert-scheduled-jobs";
import type { JobEnvelope } from "./job-envelope";
import type { RegisteredJob } from "./job-registry";
import { enqueueEnvelopes } from "./queue-messages";
import { ReleaseJobsJob } from "./release-jobs-job";

// How work leaves an operation for the queue Worker (decision 0040). One way for "later":
// - now, or within the queue's own delay (up to 12 hours): the queue, with `delaySeconds`;
// - further away: a row of `scheduled_jobs`, which the every-minute cron hands to the queue when due
//   (the same cron runs locally, so the local app keeps time as production does).
// Work that must commit or be cancelled with the fact it follows (an availability's follow-up, an
// order's reminder) is a `scheduled_jobs` row written in that fact's batch instead (db/…), whatever the distance.
// Only a registered job can be enqueued, with the payload its schema takes: anything else is a type error.

/** Cloudflare Queues delays a message by at most 12 hours. */
export const QUEUE_MAX_DELAY_SECONDS = 12 * 60 * 60;

export type JobPayload<Job extends RegisteredJob> = z.input<Job["schema"]>;

/** The message of one job, its payload checked against the job's schema before it leaves the producer. */
export function jobEnvelope<Job extends RegisteredJob>(job: Job, payload: JobPayload<Job>): JobEnvelope {
  return { type: job.type, version: job.version, payload: job.schema.parse(payload) };
}

/** Puts jobs on the queue, by batches of 100, all batches at once. */
export async function enqueueJobs<Job extends RegisteredJob>(
  queue: Queue,
  job: Job,
  payloads: readonly JobPayload<Job>[],
  options: { delaySeconds?: number } = {},
) {
  const envelopes = payloads.map((payload) => jobEnvelope(job, payload));
  await enqueueEnvelopes(queue, envelopes, options);
}

/** One job on the queue now. */
export async function enqueueJob<Job extends RegisteredJob>(queue: Queue, job: Job, payload: JobPayload<Job>) {
  await queue.send(jobEnvelope(job, payload));
}

export interface RunLaterContext {
  db: Database;
  now: Date;
  bindings: { JOBS: Queue };
}

/**
 * Runs jobs at `at`: on the queue with a delay when `at` is within the queue's 12 hours, else as one
 * scheduled row that the cron releases to the queue when due. `key` names this one request for later
 * work: asked twice (a retried call), it is scheduled once.
 */
export async function runLater<Job extends RegisteredJob>(
  context: RunLaterContext,
  job: Job,
  payloads: readonly JobPayload<Job>[],
  at: Date,
  options: { key: string; spaceId?: number | null },
) {
  if (payloads.length === 0) return;
  const delaySeconds = Math.ceil((at.getTime() - context.now.getTime()) / 1000);
  if (delaySeconds <= QUEUE_MAX_DELAY_SECONDS) {
    await enqueueJobs(context.bindings.JOBS, job, payloads, { delaySeconds: Math.max(0, delaySeconds) });
    return;
  }
  const release = ReleaseJobsJob.schema.parse({ key: options.key, jobs: payloads.map((payload) => jobEnvelope(job, payload)) });
  await insertScheduledJobs(context.db, [
    {
      space_id: options.spaceId ?? null,
      type: ReleaseJobsJob.type,
      run_at: at,
      payload: release,
      idempotency_key: ReleaseJobsJob.idempotencyKey(release),
      created_at: context.now,
      updated_at: context.now,
    },
  ]);
}
