import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { smsMessages } from "../schema/sms";

/** A worker's SMS, both directions, newest first, one page at a time, with the total for the Link header. */
export async function listWorkerSms(db: Database, scope: { spaceId: number; workerId: number }, page: number, perPage: number) {
  const where = and(eq(smsMessages.space_id, scope.spaceId), eq(smsMessages.worker_id, scope.workerId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: smsMessages.id,
        direction: smsMessages.direction,
        status: smsMessages.status,
        to_phone: smsMessages.to_phone,
        from_phone: smsMessages.from_phone,
        body: smsMessages.body,
        segments: smsMessages.segments,
        encoding: smsMessages.encoding,
        send_at: smsMessages.send_at,
        reminder_at: smsMessages.reminder_at,
        sent_at: smsMessages.sent_at,
        delivered_at: smsMessages.delivered_at,
        error_message: smsMessages.error_message,
        created_at: smsMessages.created_at,
      })
      .from(smsMessages)
      .where(where)
      .orderBy(desc(smsMessages.created_at), desc(smsMessages.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(smsMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
