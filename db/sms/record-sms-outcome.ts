import { sql } from "drizzle-orm";
import type { Database } from "../client";

/** The provider accepted the message: sent, with its id for the delivery report to find. */
export async function markSmsSent(db: Database, smsId: number, providerMessageId: string | null, now: Date) {
  await db.run(sql`
    update sms_messages set status = 'sent', sent_at = ${now.getTime()}, provider_message_id = ${providerMessageId},
      claimed_at = null, updated_at = ${now.getTime()}
    where id = ${smsId} and status in ('queued', 'scheduled')`);
}

/** The provider refused it for good (invalid number…): failed, with the reason for the worker file. */
export async function markSmsFailed(db: Database, smsId: number, reason: string, now: Date) {
  await db.run(sql`
    update sms_messages set status = 'failed', error_message = ${reason.slice(0, 500)}, claimed_at = null,
      updated_at = ${now.getTime()}
    where id = ${smsId} and status in ('queued', 'scheduled')`);
}

/** The call failed in a way that may pass (timeout, 5xx): the claim is let go so the retry can take it. */
export async function releaseSmsClaim(db: Database, smsId: number, now: Date) {
  await db.run(
    sql`update sms_messages set claimed_at = null, updated_at = ${now.getTime()} where id = ${smsId} and status in ('queued', 'scheduled')`,
  );
}
