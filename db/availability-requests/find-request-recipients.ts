import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { smsSuppressions } from "../schema/sms";
import { spaces } from "../schema/spaces";
import { workers } from "../schema/workers";
import { inJsonList } from "../sql/in-json-list";

/**
 * The workers to ask, with their space's name and sms flag and whether their number opted out there.
 * Only workers of `spaceIds` ("all" for an owner): another space's worker is simply not found.
 */
export async function findRequestRecipients(db: Database, workerIds: number[], spaceIds: number[] | "all") {
  return db
    .select({
      id: workers.id,
      space_id: workers.space_id,
      first_name: workers.first_name,
      last_name: workers.last_name,
      mobile: workers.mobile_phone_number,
      space_name: spaces.name,
      sms_enabled: spaces.sms_enabled,
      opted_out: smsSuppressions.id,
    })
    .from(workers)
    .innerJoin(spaces, and(eq(spaces.id, workers.space_id), isNull(spaces.deleted_at)))
    .leftJoin(smsSuppressions, and(eq(smsSuppressions.space_id, workers.space_id), eq(smsSuppressions.phone, workers.mobile_phone_number)))
    .where(and(inJsonList(workers.id, workerIds), spaceIds === "all" ? undefined : inJsonList(workers.space_id, spaceIds)));
}
