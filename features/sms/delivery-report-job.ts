import type { Database } from "#db/client";
import { applyDeliveryReportTo } from "#db/sms/apply-delivery-report";
import { z } from "zod";
import { defineJob, RETRY } from "../jobs/define-job";
import { PermanentJobError } from "../jobs/job-errors";
import type { LivePublisher } from "../notifications/live-publisher";
import { publishOrderChange } from "../orders/publish-order-change";

const DeliveryReportPayloadSchema = z.object({
  provider: z.string().max(40),
  received_at: z.number().int(),
  /** The report as the provider sent it: form fields or JSON, as a flat string map. */
  fields: z.record(z.string().max(100), z.string().max(2000)),
});

export type SmsDeliveryReportPayload = z.infer<typeof DeliveryReportPayloadSchema>;

// SMSFactor's delivery report names the send by `ticket` (or `id`), our own per-message id by
// `gsmsmsid`, and the outcome by `status`. Field names as read from its documentation's DLR section:
// to confirm against a live report (decision 0020).
const DELIVERED = /^(1|delivered|ok|received|recu|reçu|livre|livré)$/i;

/**
 * Applies a delivery report: delivered or failed. Idempotent on the provider's message id: a report
 * seen twice (the provider retries its webhook) changes nothing the second time. An SMS about an order
 * tells its open files to show the new status (decision 0056).
 */
export async function deliveryReportJob(context: { db: Database; live?: LivePublisher }, payload: SmsDeliveryReportPayload) {
  const fields = payload.fields;
  const providerMessageId = fields.ticket ?? fields.id ?? fields.message_id ?? null;
  const idempotencyKey = fields.gsmsmsid ?? null;
  const status = (fields.status ?? fields.statut ?? "").trim();
  if ((!providerMessageId && !idempotencyKey) || !status) throw new PermanentJobError("Delivery report without a message id or a status");
  const changed = await applyDeliveryReportTo(context.db, {
    providerMessageId,
    idempotencyKey,
    delivered: DELIVERED.test(status),
    reason: fields.reason ?? fields.error ?? status,
    at: new Date(payload.received_at),
  });
  const { live } = context;
  if (!live) return;
  for (const row of changed) {
    if (row.order_id !== null) await publishOrderChange({ db: context.db, live }, row.space_id, row.order_id);
  }
}

/**
 * A provider's delivery report, enqueued raw by the webhook once its token was checked: the API
 * answers the provider at once and the queue consumer parses and applies it (decision 0020).
 */
export const SmsDeliveryReportJob = defineJob({
  type: "sms.delivery_report",
  version: 1,
  schema: DeliveryReportPayloadSchema,
  retry: RETRY.provider,
  // Applying a report is idempotent on the provider's message id and status (applyDeliveryReport).
  idempotencyKey: (payload) =>
    `sms.delivery_report:${payload.provider}:${payload.fields.ticket ?? payload.fields.id ?? payload.fields.gsmsmsid ?? ""}:${payload.fields.status ?? ""}`,
  handle: (payload, context) => deliveryReportJob({ db: context.db, live: context.live }, payload),
});
