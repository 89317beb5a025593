import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { smsMessages } from "../schema/sms";

/** The last SMS an order sent one worker: what a resend sends again. */
export async function findLastOrderSms(db: Database, spaceId: number, orderId: number, workerId: number) {
  const [row] = await db
    .select({ id: smsMessages.id, status: smsMessages.status, body: smsMessages.body, to_phone: smsMessages.to_phone })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.space_id, spaceId),
        eq(smsMessages.order_id, orderId),
        eq(smsMessages.worker_id, workerId),
        eq(smsMessages.direction, "outbound"),
      ),
    )
    .orderBy(desc(smsMessages.id))
    .limit(1);
  return row;
}
