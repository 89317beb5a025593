import { sql } from "drizzle-orm";
import type { Database } from "../client";

/**
 * Moves an outbound SMS to delivered or failed from the provider's delivery report, found by the
 * provider's message id or, for a report that outran our own "sent" update, by our idempotency key
 * (sent to the provider as its per-message id). A report seen twice changes nothing the second time;
 * a final state is never overwritten by a later, different one. Returns whether a row changed.
 */
export async function applyDeliveryReport(db: Database, report: DeliveryReport) {
  return (await applyDeliveryReportTo(db, report)).length > 0;
}

export interface DeliveryReport {
  providerMessageId: string | null;
  idempotencyKey: string | null;
  delivered: boolean;
  reason: string | null;
  at: Date;
}

/** applyDeliveryReport's update, answering the rows it changed with the order each is about. */
export async function applyDeliveryReportTo(db: Database, report: DeliveryReport) {
  const at = report.at.getTime();
  return db.all<{ id: number; space_id: number; order_id: number | null }>(sql`
    update sms_messages set
      status = ${report.delivered ? "delivered" : "failed"},
      delivered_at = ${report.delivered ? at : null},
      error_message = ${report.delivered ? null : (report.reason ?? "undelivered").slice(0, 500)},
      provider_message_id = coalesce(provider_message_id, ${report.providerMessageId}),
      sent_at = coalesce(sent_at, ${at}),
      claimed_at = null,
      updated_at = ${at}
    where direction = 'outbound' and status in ('queued', 'scheduled', 'sent')
      and (provider_message_id = ${report.providerMessageId} or idempotency_key = ${report.idempotencyKey})
    returning id, space_id, order_id`);
}
