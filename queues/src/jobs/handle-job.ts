import type { Database } from "../../../db/client";
import { EmailSendJob } from "../../../domain/jobs/email-send";
import { JobEnvelopeSchema } from "../../../domain/jobs/job-envelope";
import { createEmailDriver } from "../email/create-email-driver";
import type { QueuesConfig } from "../env";
import { PermanentJobError } from "./job-errors";

export interface JobContext {
  db: Database;
  config: QueuesConfig;
  /** Documents sent as attachments are read from here. */
  files?: R2Bucket;
}

/** Runs one queued job. Throws RetryableJobError to be retried, PermanentJobError to be dropped. */
export async function handleJob(body: unknown, context: JobContext): Promise<void> {
  const envelope = JobEnvelopeSchema.safeParse(body);
  if (!envelope.success) throw new PermanentJobError("Not a job envelope");
  const { type, version, payload } = envelope.data;

  if (type === EmailSendJob.type && version === EmailSendJob.version) {
    const message = EmailSendJob.schema.safeParse(payload);
    if (!message.success) throw new PermanentJobError(`Invalid ${type} payload`);
    await createEmailDriver(context.config, context.db, context.files).send(message.data);
    return;
  }
  throw new PermanentJobError(`Unknown job ${type} v${version}`);
}
