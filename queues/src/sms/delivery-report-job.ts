import type { Database } from "#db/client";
import { applyDeliveryReport } from "#db/sms/apply-delivery-report";
import type { SmsDeliveryReportPayload } from "#domain/jobs/sms-delivery-report";
import { PermanentJobError } from "../jobs/job-errors";

// SMSFactor's delivery report names the send by `ticket` (or `id`), our own per-message id by
// `gsmsmsid`, and the outcome by `status`. Field names as read from its documentation's DLR section:
// to confirm against a live report (decision 0020).
const DELIVERED = /^(1|delivered|ok|received|recu|reçu|livre|livré)$/i;

/**
 * Applies a delivery report: delivered or failed. Idempotent on the provider's message id: a report
 * seen twice (the provider retries its webhook) changes nothing the second time.
 */
export async function deliveryReportJob(context: { db: Database }, payload: SmsDeliveryReportPayload) {
  const fields = payload.fields;
  const providerMessageId = fields.ticket ?? fields.id ?? fields.message_id ?? null;
  const idempotencyKey = fields.gsmsmsid ?? null;
  const status = (fields.status ?? fields.statut ?? "").trim();
  if ((!providerMessageId && !idempotencyKey) || !status) throw new PermanentJobError("Delivery report without a message id or a status");
  await applyDeliveryReport(context.db, {
    providerMessageId,
    idempotencyKey,
    delivered: DELIVERED.test(status),
    reason: fields.reason ?? fields.error ?? status,
    at: new Date(payload.received_at),
  });
}
