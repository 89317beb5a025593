import { sql } from "drizzle-orm";
import type { Database } from "../client";

/**
 * How long a claim holds: longer than a provider call can last (the driver gives up after 15 s),
 * so a live consumer is never overtaken; a claim older than this was left by a crash.
 */
export const SMS_CLAIM_LEASE_MS = 10 * 60 * 1000;

export interface ClaimedSms {
  id: number;
  space_id: number;
  to_phone: string;
  body: string;
  idempotency_key: string;
  status: string;
  /** The order it is about, whose open files show its status. */
  order_id: number | null;
}

/**
 * Takes an outbound SMS for sending: one conditional UPDATE, so of two consumers handed the same
 * queue message only one gets the row. A row already sent (or failed, or delivered) is never taken;
 * a row claimed by a consumer that crashed is taken again once the lease has run out.
 */
export async function claimSmsMessage(db: Database, smsId: number, now: Date): Promise<ClaimedSms | undefined> {
  const staleBefore = now.getTime() - SMS_CLAIM_LEASE_MS;
  const [row] = await db.all<ClaimedSms>(sql`
    update sms_messages set claimed_at = ${now.getTime()}, updated_at = ${now.getTime()}
    where id = ${smsId} and direction = 'outbound' and status in ('queued', 'scheduled')
      and (claimed_at is null or claimed_at < ${staleBefore})
    returning id, space_id, to_phone, body, idempotency_key, status, order_id`);
  return row;
}

/** The current state of a row, for a consumer whose claim found nothing to take. */
export async function findSmsState(db: Database, smsId: number) {
  const [row] = await db.all<{ status: string; claimed_at: number | null }>(
    sql`select status, claimed_at from sms_messages where id = ${smsId}`,
  );
  return row;
}
