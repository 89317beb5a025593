import { sql } from "drizzle-orm";
import type { Database } from "../client";

/** What a cancelled SMS says in the worker's file. */
export const CANCELLED_BY_STOP = "Annulé : le numéro a répondu STOP";

/**
 * A STOP cancels what a space still meant to send that number: the SMS waiting in the queue or for
 * their time, reminders included, and not yet taken by a consumer. They end as failed with the reason
 * (a consumer that finds them so sends nothing). A row a consumer holds at this instant goes out.
 */
export async function cancelPendingSms(db: Database, spaceId: number, phone: string, now: Date) {
  await db.run(sql`
    update sms_messages set status = 'failed', error_message = ${CANCELLED_BY_STOP}, updated_at = ${now.getTime()}
    where to_phone = ${phone} and space_id = ${spaceId} and direction = 'outbound'
      and status in ('queued', 'scheduled') and claimed_at is null`);
}
