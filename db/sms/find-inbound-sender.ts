import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { availabilityRequests } from "../schema/availability-requests";
import { smsMessages } from "../schema/sms";
import { spaces } from "../schema/spaces";
import { workers } from "../schema/workers";

/**
 * The worker who sent an SMS, found by mobile number. A number is unique within a space but may be in
 * several (one person registered with two agencies). Then the reply belongs to the space that is
 * waiting for it (decision 0021): the one whose open availability request is the latest, else the one
 * that last sent that number an SMS, else the worker most recently created. One space only: the reply is
 * never shown to two agencies.
 */
export async function findInboundSender(db: Database, phone: string) {
  const latestOpenRequest = sql<number | null>`(select max(${availabilityRequests.created_at}) from ${availabilityRequests}
    where ${availabilityRequests.worker_id} = ${workers.id} and ${availabilityRequests.status} = 'open')`;
  const latestSms = sql<number | null>`(select max(${smsMessages.created_at}) from ${smsMessages}
    where ${smsMessages.space_id} = ${workers.space_id} and ${smsMessages.worker_id} = ${workers.id} and ${smsMessages.direction} = 'outbound')`;
  const [sender] = await db
    .select({ id: workers.id, space_id: workers.space_id, first_name: workers.first_name, last_name: workers.last_name })
    .from(workers)
    .innerJoin(spaces, and(eq(spaces.id, workers.space_id), isNull(spaces.deleted_at)))
    .where(eq(workers.mobile_phone_number, phone))
    .orderBy(
      sql`${latestOpenRequest} is null`,
      desc(latestOpenRequest),
      sql`${latestSms} is null`,
      desc(latestSms),
      desc(workers.created_at),
      desc(workers.id),
    )
    .limit(1);
  return sender;
}
