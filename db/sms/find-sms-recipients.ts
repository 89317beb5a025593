import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { smsSuppressions } from "../schema/sms";
import { spaces } from "../schema/spaces";
import { workers } from "../schema/workers";
import { inJsonList } from "../sql/in-json-list";

/**
 * The workers an SMS is for, with what the send needs: their mobile, their space's SMS flag, and
 * whether that number is on the space's suppression list. One query for any number of ids (the
 * list is bound as one JSON parameter); ids that match no worker simply do not come back.
 */
export async function findSmsRecipients(db: Database, workerIds: readonly number[]) {
  return db
    .select({
      id: workers.id,
      space_id: workers.space_id,
      mobile_phone_number: workers.mobile_phone_number,
      sms_enabled: spaces.sms_enabled,
      space_deleted: sql<number>`${spaces.deleted_at} is not null`,
      suppressed: sql<number>`exists (select 1 from ${smsSuppressions} where ${smsSuppressions.space_id} = ${workers.space_id} and ${smsSuppressions.phone} = ${workers.mobile_phone_number})`,
    })
    .from(workers)
    .innerJoin(spaces, eq(spaces.id, workers.space_id))
    .where(inJsonList(workers.id, workerIds));
}
