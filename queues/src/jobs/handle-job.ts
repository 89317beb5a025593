import type { Database } from "#db/client";
import { EmailSendJob } from "#domain/jobs/email-send";
import { SmsInboundJob } from "#domain/jobs/sms-inbound";
import type { LivePublisher } from "#functions/src/notifications/live-publisher";
import { receiveInboundSms } from "#functions/src/operations/sms/receive-inbound-sms";
import { JobEnvelopeSchema } from "#domain/jobs/job-envelope";
import { OcrReadJob } from "#domain/jobs/ocr-read";
import type { OcrDriver } from "../ocr/ocr-driver";
import { readDocumentOcr } from "./read-document-ocr";
import { createEmailDriver } from "../email/create-email-driver";
import type { QueuesConfig } from "../env";
import { SmsDeliveryReportJob } from "#domain/jobs/sms-delivery-report";
import { SmsSendJob } from "#domain/jobs/sms-send";
import { createSmsDriver } from "../sms/create-sms-driver";
import { deliveryReportJob } from "../sms/delivery-report-job";
import { readSmsDriverConfig, type SmsDriverBindings } from "../sms/sms-config";
import type { SmsBindings } from "#functions/src/operations/sms/sms-context";
import { sendSmsJob } from "../sms/send-sms-job";
import { PermanentJobError } from "./job-errors";
import { DpaeSubmitJob } from "#domain/jobs/dpae-submit";
import { createDpaeDriver } from "../dpae/create-dpae-driver";
import { readDpaeDriverConfig, type DpaeDriverBindings } from "../dpae/dpae-config";
import { submitDpaeJob } from "../dpae/submit-dpae-job";
import { DevDpaePollJob } from "#domain/jobs/dev-dpae-poll";
import { isDevelopment } from "#domain/config/deployment-environment";
import { pollDpaeReturns } from "../dpae/poll-dpae-returns";

export interface JobContext {
  db: Database;
  config: QueuesConfig;
  /** The bindings, for what is read only when its job comes (the SMS driver's settings), and the queue a reply's SMS goes on. */
  env: SmsDriverBindings & SmsBindings & DpaeDriverBindings;
  /** Reaches the notification hubs of the API Worker. */
  live: LivePublisher;
  now: Date;
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
  if (type === SmsSendJob.type && version === SmsSendJob.version) {
    const job = SmsSendJob.schema.safeParse(payload);
    if (!job.success) throw new PermanentJobError(`Invalid ${type} payload`);
    const driver = createSmsDriver(readSmsDriverConfig(context.env), context.db);
    await sendSmsJob({ db: context.db, driver, now: () => new Date() }, job.data);
    return;
  }
  if (type === SmsDeliveryReportJob.type && version === SmsDeliveryReportJob.version) {
    const job = SmsDeliveryReportJob.schema.safeParse(payload);
    if (!job.success) throw new PermanentJobError(`Invalid ${type} payload`);
    await deliveryReportJob({ db: context.db }, job.data);
    return;
  }
  if (type === SmsInboundJob.type && version === SmsInboundJob.version) {
    const sms = SmsInboundJob.schema.safeParse(payload);
    if (!sms.success) throw new PermanentJobError(`Invalid ${type} payload`);
    const result = await receiveInboundSms({ ...context, bindings: context.env }, sms.data);
    // A number no worker has (a wrong number, a worker since deleted): nothing to attach it to.
    if (result.outcome === "unknown_sender") console.warn(`inbound SMS ${sms.data.provider_message_id} from an unknown number, dropped`);
    return;
  }
  if (type === DpaeSubmitJob.type && version === DpaeSubmitJob.version) {
    const job = DpaeSubmitJob.schema.safeParse(payload);
    if (!job.success) throw new PermanentJobError(`Invalid ${type} payload`);
    const driver = createDpaeDriver(readDpaeDriverConfig(context.env));
    await submitDpaeJob({ db: context.db, driver, now: () => new Date() }, job.data);
    return;
  }
  if (type === DevDpaePollJob.type && version === DevDpaePollJob.version && isDevelopment(context.config.ENVIRONMENT)) {
    const job = DevDpaePollJob.schema.safeParse(payload);
    if (!job.success) throw new PermanentJobError(`Invalid ${type} payload`);
    const at = new Date(job.data.at);
    await pollDpaeReturns({
      db: context.db,
      driver: () => createDpaeDriver(readDpaeDriverConfig(context.env), { now: () => at }),
      now: at,
    });
    return;
  }
  throw new PermanentJobError(`Unknown job ${type} v${version}`);
}
