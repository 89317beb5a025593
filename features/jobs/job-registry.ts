import { ContractSignatureJobs } from "../contracts/signature/signature-jobs";
import { OcrReadJob } from "../documents/read-document-ocr";
import { DevDpaePollJob } from "../dpae/poll-dpae-returns";
import { DpaeSubmitJob } from "../dpae/submit-dpae-job";
import { EmailSendJob } from "../email/email-send-job";
import { AvailabilityFollowUpJob } from "../availability-requests/follow-up-availability";
import { PublishJobOfferJob } from "../multiposting/publish-job-offer-job";
import { WithdrawJobOfferJob } from "../multiposting/withdraw-job-offer-job";
import { OrderArrivalCheckJob, OrderReminderJob } from "../orders/run-order-job";
import { SmsDeliveryReportJob } from "../sms/delivery-report-job";
import { SmsSendJob } from "../sms/send-sms-job";
import { SmsInboundJob } from "../sms/sms-inbound-job";
import { StatisticsExportJob } from "../statistics/statistics-export-job";
import type { JobDefinition } from "./define-job";
import { ReleaseJobsJob } from "./release-jobs-job";

/**
 * Every job type the queue Worker runs, declared beside its feature (…-job.ts). The consumer and the
 * cron find a job's schema, handler and retry policy here and nowhere else; a producer can only
 * enqueue one of these (enqueue-job.ts).
 */
export const JOB_REGISTRY = [
  EmailSendJob,
  OcrReadJob,
  SmsSendJob,
  SmsDeliveryReportJob,
  SmsInboundJob,
  DpaeSubmitJob,
  DevDpaePollJob,
  AvailabilityFollowUpJob,
  OrderReminderJob,
  OrderArrivalCheckJob,
  PublishJobOfferJob,
  WithdrawJobOfferJob,
  ReleaseJobsJob,
  StatisticsExportJob,
  ...ContractSignatureJobs,
] as const;

export type RegisteredJob = (typeof JOB_REGISTRY)[number];

const byTypeAndVersion = new Map<string, JobDefinition>(JOB_REGISTRY.map((job) => [`${job.type}@${job.version}`, job as JobDefinition]));

/** The definition of a job type at a version (the latest when none is named, as a scheduled row has none). */
export function registeredJob(type: string, version?: number): JobDefinition | undefined {
  if (version !== undefined) return byTypeAndVersion.get(`${type}@${version}`);
  return JOB_REGISTRY.filter((job) => job.type === type).sort((a, b) => b.version - a.version)[0] as JobDefinition | undefined;
}
