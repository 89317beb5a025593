import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { smsMessages } from "../schema/sms";

export interface InboundSms {
  spaceId: number;
  /** Null for a STOP to an agency that no longer holds the number. */
  workerId: number | null;
  fromPhone: string;
  toPhone: string;
  body: string;
  encoding: "gsm7" | "ucs2";
  segments: number;
  providerMessageId: string;
  receivedAt: Date;
  /**
   * Stored as one of several spaces' copies (a STOP goes to each space that messaged the number): the
   * row's key and provider id then name its space, so each copy is stored once.
   */
  copyForSpace?: boolean;
}

/** The key that makes one provider message one row, whichever way it reached us twice. */
export function inboundSmsKey(providerMessageId: string) {
  return `inbound:${providerMessageId}`;
}

/** A space's copy of a provider message: `<provider id>#<space id>`. */
function copyId(providerMessageId: string, spaceId: number) {
  return `${providerMessageId}#${spaceId}`;
}

/**
 * The rows a provider message was already stored as (one, or one per space for a STOP): a message
 * delivered again goes where it went the first time.
 */
export async function findInboundCopies(db: Database, providerMessageId: string) {
  const key = inboundSmsKey(providerMessageId);
  return db.all<{ id: number; space_id: number; worker_id: number | null }>(sql`
    select id, space_id, worker_id from sms_messages
    where idempotency_key = ${key} or (idempotency_key > ${`${key}#`} and idempotency_key < ${`${key}$`})
    order by id`);
}

/**
 * Stores an inbound SMS once (as delivered, direction inbound); a second delivery finds the first row.
 * `isNew` says which happened.
 */
export async function recordInboundSms(db: Database, sms: InboundSms) {
  const providerMessageId = sms.copyForSpace ? copyId(sms.providerMessageId, sms.spaceId) : sms.providerMessageId;
  const key = inboundSmsKey(providerMessageId);
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
      provider_message_id: providerMessageId,
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
