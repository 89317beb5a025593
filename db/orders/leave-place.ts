import { and, eq, gt, not, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { orderWorkers } from "../schema/orders";
import { workerAvailabilities } from "../schema/worker-details";
import { openOrderCondition, orderExistsWhere } from "./order-statements";
import { inContractDuring } from "./take-place";

// A worker who held a place on an order and leaves it (spec 000 §3 order-template statuses; decision 0029):
// abandoned (they left the mission) or replaced (staff gave the place to another worker). Each write is
// conditional on the row still being accepted when SQLite runs it, and what follows in the batch acts only
// if that write did.

export type LeftStatus = "replaced" | "abandoned";

/** SQL true once this batch has moved the row to `status` (left_at is this instant). */
export function leftNow(orderWorkerId: number, status: LeftStatus, now: Date): SQL {
  return sql`exists (select 1 from ${orderWorkers} where ${orderWorkers.id} = ${orderWorkerId} and ${orderWorkers.status} = ${status} and ${orderWorkers.left_at} = ${now.getTime()})`;
}

/** The accepted row leaves its place: abandoned, or replaced by `replacedBy`, only when `when` holds too. */
export function leavePlaceStatement(
  db: Database,
  orderWorkerId: number,
  leaving: { status: LeftStatus; replacedBy?: number; when?: SQL },
  now: Date,
) {
  return db
    .update(orderWorkers)
    .set({ status: leaving.status, left_at: now, replaced_by_worker_id: leaving.replacedBy ?? null, updated_at: now })
    .where(and(eq(orderWorkers.id, orderWorkerId), eq(orderWorkers.status, "accepted"), leaving.when))
    .returning({ id: orderWorkers.id });
}

/**
 * The contracts the order gave the worker for its periods not yet begun go with the place; a period under
 * way stays as it was (they worked it, and the DPAE declared it). Only if `when` holds (the row left now).
 */
export function releaseUnstartedContracts(
  db: Database,
  spaceId: number,
  workerId: number,
  periods: readonly { starts_at: Date; ends_at: Date }[],
  now: Date,
  when: SQL,
) {
  const unstarted = periods.filter((period) => period.starts_at > now);
  return unstarted.map((period) =>
    db
      .delete(workerAvailabilities)
      .where(
        and(
          eq(workerAvailabilities.space_id, spaceId),
          eq(workerAvailabilities.worker_id, workerId),
          eq(workerAvailabilities.status, "contract"),
          eq(workerAvailabilities.starts_at, period.starts_at),
          eq(workerAvailabilities.ends_at, period.ends_at),
          gt(workerAvailabilities.starts_at, now),
          when,
        ),
      ),
  );
}

/**
 * The replacing worker's row on the order, so the place can be taken on it: a new row chosen (`select`)
 * when they were not on the order; an existing row (a proposal open or ended) is left for takePlace to move.
 * Returns the row's id and whether it was made now.
 */
export async function replacementRow(db: Database, order: { id: number; space_id: number }, workerId: number, userId: number, now: Date) {
  const [made] = await db
    .insert(orderWorkers)
    .values({
      space_id: order.space_id,
      order_id: order.id,
      worker_id: workerId,
      status: "select",
      user_id: userId,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing()
    .returning({ id: orderWorkers.id, status: orderWorkers.status });
  if (made) return { ...made, madeNow: true };
  const [existing] = await db
    .select({ id: orderWorkers.id, status: orderWorkers.status })
    .from(orderWorkers)
    .where(and(eq(orderWorkers.order_id, order.id), eq(orderWorkers.worker_id, workerId), sql`${orderWorkers.period_id} is null`));
  return { ...existing!, madeNow: false };
}

/** A row made for a replacement that did not happen goes again: it would read as a worker chosen. */
export function forgetReplacementRow(db: Database, orderWorkerId: number) {
  return db.delete(orderWorkers).where(and(eq(orderWorkers.id, orderWorkerId), eq(orderWorkers.status, "select")));
}

/**
 * The condition for a worker to leave their place to a replacement: the order is still open and the
 * replacement holds no contract over the periods to come, so the place is never left without being taken.
 */
export function replacementCanTakeOver(
  db: Database,
  orderId: number,
  replacement: { spaceId: number; workerId: number; periods: readonly { starts_at: Date; ends_at: Date }[] },
): SQL {
  return and(orderExistsWhere(openOrderCondition(orderId)), not(inContractDuring(db, replacement)))!;
}
