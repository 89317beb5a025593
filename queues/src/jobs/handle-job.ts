import type { Database } from "../../../db/client";
import { EmailSendJob } from "../../../domain/jobs/email-send";
import { JobEnvelopeSchema } from "../../../domain/jobs/job-envelope";
import { OcrReadJob } from "../../../domain/jobs/ocr-read";
import type { OcrDriver } from "../ocr/ocr-driver";
import { readDocumentOcr } from "./read-document-ocr";
import { createEmailDriver } from "../email/create-email-driver";
import type { QueuesConfig } from "../env";
import { PermanentJobError } from "./job-errors";

export interface JobContext {
  db: Database;
  config: QueuesConfig;
  /** Documents sent as attachments are read from here. */
  files?: R2Bucket;
  ocrDriver: () => OcrDriver;
  /** The delivery's attempt, 1 for the first. */
  attempts: number;
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
  if (type === OcrReadJob.type && version === OcrReadJob.version) {
    const job = OcrReadJob.schema.safeParse(payload);
    if (!job.success) throw new PermanentJobError(`Invalid ${type} payload`);
    await readDocumentOcr(context, { documentId: job.data.document_id, spaceId: job.data.space_id });
    return;
  }
  throw new PermanentJobError(`Unknown job ${type} v${version}`);
}
