import type { JobDefinition } from "./define-job";
import type { JobContext } from "./job-context";
import { JobEnvelopeSchema } from "./job-envelope";
import { PermanentJobError } from "./job-errors";
import { registeredJob } from "./job-registry";

/** What to do with a message once its job failed: try again after a delay, or give it up. */
export type AfterFailure = { retry: true; delaySeconds: number } | { retry: false; reason: string };

/** Runs one queued job through the registry. Throws to be retried (or dropped: `afterFailure`). */
export async function runJob(body: unknown, context: JobContext): Promise<void> {
  const { job, payload } = readJob(body);
  await job.handle(payload, context);
}

function readJob(body: unknown): { job: JobDefinition; payload: unknown } {
  const envelope = JobEnvelopeSchema.safeParse(body);
  if (!envelope.success) throw new PermanentJobError("Not a job envelope");
  const { type, version } = envelope.data;
  const job = registeredJob(type, version);
  if (!job) throw new PermanentJobError(`Unknown job ${type} v${version}`);
  const payload = job.schema.safeParse(envelope.data.payload);
  if (!payload.success) throw new PermanentJobError(`Invalid ${type} payload`);
  return { job, payload: payload.data };
}

/**
 * The job's own retry policy decides: what can never pass (no envelope, an unknown type, a bad
 * payload, a PermanentJobError) is given up at once; anything else is retried while attempts remain.
 */
export function afterFailure(body: unknown, attempts: number, error: unknown): AfterFailure {
  if (error instanceof PermanentJobError) return { retry: false, reason: error.message };
  const envelope = JobEnvelopeSchema.safeParse(body);
  const job = envelope.success ? registeredJob(envelope.data.type, envelope.data.version) : undefined;
  if (!job) return { retry: false, reason: "unknown job" };
  if (attempts >= job.retry.maxAttempts) return { retry: false, reason: `gave up after ${attempts} attempts` };
  return { retry: true, delaySeconds: job.retry.delaySeconds(attempts) };
}
