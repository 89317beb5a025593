import { and, eq, exists, gt, inArray, isNull, lt, sql } from "drizzle-orm";
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
  // The periods travel as one JSON parameter: two bound values per period went past D1's 100 a statement
  // for an order of about 45 periods.
  const periodBounds = JSON.stringify(periods.map((period) => [period.starts_at.getTime(), period.ends_at.getTime()]));
  const overlapsAPeriod = sql`exists (select 1 from json_each(${periodBounds}) as period
    where ${workerAvailabilities.starts_at} < period.value ->> 1 and ${workerAvailabilities.ends_at} > period.value ->> 0)`;
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

/**
 * For each of `workerIds`, which of the periods (by index) an availability of status unavailable,
 * contract or blocked overlaps, and which a contract overlaps (a place they could not take). One read of their availabilities over the order's span; the periods are
 * matched here, so a long order costs no more bound parameters.
 */
export async function unavailablePeriodsOf(
  db: Database,
  spaceId: number,
  workerIds: readonly number[],
  periods: readonly { starts_at: Date; ends_at: Date }[],
): Promise<Map<number, { unavailable: number[]; contract: number[] }>> {
  const byWorker = new Map(workerIds.map((id) => [id, { unavailable: [] as number[], contract: [] as number[] }]));
  if (workerIds.length === 0 || periods.length === 0) return byWorker;
  const first = Math.min(...periods.map((period) => period.starts_at.getTime()));
  const last = Math.max(...periods.map((period) => period.ends_at.getTime()));
  const rows = await db
    .select({
      worker_id: workerAvailabilities.worker_id,
      status: workerAvailabilities.status,
      starts_at: workerAvailabilities.starts_at,
      ends_at: workerAvailabilities.ends_at,
    })
    .from(workerAvailabilities)
    .where(
      and(
        eq(workerAvailabilities.space_id, spaceId),
        inJsonList(workerAvailabilities.worker_id, workerIds),
        inArray(workerAvailabilities.status, [...UNAVAILABLE_STATUSES]),
        lt(workerAvailabilities.starts_at, new Date(last)),
        gt(workerAvailabilities.ends_at, new Date(first)),
      ),
    );
  for (const [workerId, found] of byWorker) {
    const theirs = rows.filter((row) => row.worker_id === workerId);
    periods.forEach((period, index) => {
      const over = theirs.filter((row) => row.starts_at < period.ends_at && row.ends_at > period.starts_at);
      if (over.length > 0) found.unavailable.push(index);
      if (over.some((row) => row.status === "contract")) found.contract.push(index);
    });
  }
  return byWorker;
}
