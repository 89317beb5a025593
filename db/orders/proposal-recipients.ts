import { and, eq, exists, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { smsSuppressions } from "../schema/sms";
import { workerAvailabilities } from "../schema/worker-details";
import { workers } from "../schema/workers";
import { inJsonList } from "../sql/in-json-list";

/** Statuses that say a worker cannot take a mission on those days. */
export const UNAVAILABLE_STATUSES = ["unavailable", "contract", "blocked"] as const;

/**
 * The workers of the order's space among `workerIds` (others are not found), not archived, with their
 * mobile, whether it opted out of the space's SMS, and whether an availability of theirs says they
 * cannot work during one of the periods.
 */
export async function findProposalRecipients(
  db: Database,
  spaceId: number,
  workerIds: readonly number[],
  periods: readonly { starts_at: Date; ends_at: Date }[],
) {
  const overlapsAPeriod = or(
    ...periods.map((period) => and(lt(workerAvailabilities.starts_at, period.ends_at), gt(workerAvailabilities.ends_at, period.starts_at))),
  );
  const unavailable = exists(
    db
      .select({ one: sql`1` })
      .from(workerAvailabilities)
      .where(
        and(
          eq(workerAvailabilities.space_id, spaceId),
          eq(workerAvailabilities.worker_id, workers.id),
          inArray(workerAvailabilities.status, [...UNAVAILABLE_STATUSES]),
          overlapsAPeriod,
        ),
      ),
  );
  return db
    .select({
      id: workers.id,
      first_name: workers.first_name,
      last_name: workers.last_name,
      mobile: workers.mobile_phone_number,
      opted_out: smsSuppressions.id,
      unavailable: periods.length > 0 ? sql<number>`${unavailable}`.mapWith(Boolean) : sql<boolean>`0`.mapWith(Boolean),
    })
    .from(workers)
    .leftJoin(smsSuppressions, and(eq(smsSuppressions.space_id, workers.space_id), eq(smsSuppressions.phone, workers.mobile_phone_number)))
    .where(and(eq(workers.space_id, spaceId), isNull(workers.archived_at), inJsonList(workers.id, workerIds)));
}
