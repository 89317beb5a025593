import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { smsMessages } from "../schema/sms";

export interface InboundSms {
  spaceId: number;
  workerId: number;
  fromPhone: string;
  toPhone: string;
  body: string;
  encoding: "gsm7" | "ucs2";
  segments: number;
  providerMessageId: string;
  receivedAt: Date;
}

/** The key that makes one provider message one row, whichever way it reached us twice. */
export function inboundSmsKey(providerMessageId: string) {
  return `inbound:${providerMessageId}`;
}

/**
 * Stores an inbound SMS once (as delivered, direction inbound); a second delivery finds the first row.
 * `isNew` says which happened.
 */
export async function recordInboundSms(db: Database, sms: InboundSms) {
  const key = inboundSmsKey(sms.providerMessageId);
  const [inserted] = await db
    .insert(smsMessages)
    .values({
      space_id: sms.spaceId,
      direction: "inbound",
      status: "delivered",
      to_phone: sms.toPhone,
      from_phone: sms.fromPhone,
      body: sms.body,
      segments: sms.segments,
      encoding: sms.encoding,
      delivered_at: sms.receivedAt,
      provider_message_id: sms.providerMessageId,
      worker_id: sms.workerId,
      idempotency_key: key,
      created_at: sms.receivedAt,
      updated_at: sms.receivedAt,
    })
    .onConflictDoNothing()
    .returning({ id: smsMessages.id });
  if (inserted) return { id: inserted.id, isNew: true };
  const [existing] = await db.select({ id: smsMessages.id }).from(smsMessages).where(eq(smsMessages.idempotency_key, key));
  return { id: existing!.id, isNew: false };
}
