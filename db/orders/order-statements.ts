import { and, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import type { ORDER_CLOSING_STATES } from "#domain/enums/order";
import type { Database } from "../client";
import { orderPeriods, orders, orderWorkers } from "../schema/orders";
import { workerAvailabilities } from "../schema/worker-details";
import { nextVersion, rowStillAt, unchangedVersion } from "../sql/row-version";

// Writes on an order that its operations batch with their activity-log entry.
//
// The order's version is its `updated_at` (decision 0013, applied to orders in 0037): only a change of
// what the edit page shows (its terms, options, comments and parties) moves it. Its status (a proposal
// sent, a worker accepted, closing or cancelling) and its periods leave it, so an open edit form is not
// made stale by an SMS reply; a closed order is refused by the edit as "Order is not open".

const OPEN = ["pending", "processing"] as const;

/** "This order, still open", with more conditions: for an update and its log entry alike. */
export function openOrderCondition(orderId: number, ...more: SQL[]): SQL {
  return and(eq(orders.id, orderId), inArray(orders.status, [...OPEN]), ...more)!;
}

/** SQL true when a row of orders meets `condition`: the guard of a conditional log entry. */
export function orderExistsWhere(condition: SQL): SQL {
  return sql`exists (select 1 from ${orders} where ${condition})`;
}

/** Spec 000 §5: the quantity holds when no fewer than the workers accepted on the order. */
export function quantityHolds(orderId: number, quantity: number | undefined): SQL {
  if (quantity === undefined) return sql`1`;
  return sql`${quantity} >= (select count(*) from ${orderWorkers} where ${orderWorkers.order_id} = ${orderId} and ${orderWorkers.status} = 'accepted')`;
}

/** The write guard of an order's edit: the order still exists and, when If-Match named one, has that version. */
export function orderStillAt(orderId: number, version: number | undefined): SQL {
  return rowStillAt(orders, orderId, version);
}

/** An edit of the order's terms: the one write that moves its version. */
export function updateOrderTerms(db: Database, condition: SQL, changes: Partial<typeof orders.$inferInsert>, now: Date) {
  return db
    .update(orders)
    .set({ ...changes, updated_at: nextVersion(orders.updated_at, now) })
    .where(condition)
    .returning({ id: orders.id });
}

export function hasPeriodCondition(db: Database, orderId: number): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(orderPeriods)
      .where(eq(orderPeriods.order_id, orderId)),
  );
}

/** Closed with its state, or cancelled: the change of status that ends an order. */
export function endingChanges(
  ending: { kind: "close"; closingState: (typeof ORDER_CLOSING_STATES)[number] } | { kind: "cancel" },
  now: Date,
) {
  return ending.kind === "close"
    ? { status: "closed" as const, closing_state: ending.closingState, closed_at: now }
    : { status: "cancelled" as const, closed_at: now };
}

/**
 * Ends the order where `condition` holds. Its version stays: an edit sent afterwards is refused as
 * "Order is not open", which says more than "changed meanwhile".
 */
export function endOrderWhere(db: Database, condition: SQL, changes: ReturnType<typeof endingChanges>) {
  return db
    .update(orders)
    .set({ ...changes, updated_at: unchangedVersion(orders.updated_at) })
    .where(condition)
    .returning({ id: orders.id });
}

/** Proposals still open on an ended order are cancelled with it, so a late OUI takes nothing. */
export function cancelOpenProposals(db: Database, orderId: number, now: Date) {
  return db
    .update(orderWorkers)
    .set({ status: "cancelled", outcome: "order_closed", updated_at: now })
    .where(
      and(
        eq(orderWorkers.order_id, orderId),
        inArray(orderWorkers.status, ["select", "waiting", "in_progress"]),
        sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${orders.status} in ('closed', 'cancelled'))`,
      ),
    );
}

/** A proposal sent: the order is being processed (its version stays, see above). */
export function markOrderProcessing(db: Database, orderId: number) {
  return db
    .update(orders)
    .set({ status: "processing", updated_at: unchangedVersion(orders.updated_at) })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")));
}

export function insertOrderPeriod(
  db: Database,
  order: { id: number; space_id: number },
  period: { starts_at: Date; ends_at: Date },
  now: Date,
) {
  return db.insert(orderPeriods).values({
    space_id: order.space_id,
    order_id: order.id,
    starts_at: period.starts_at,
    ends_at: period.ends_at,
    position: sql`(select coalesce(max(${orderPeriods.position}), -1) + 1 from ${orderPeriods} where ${eq(orderPeriods.order_id, order.id)})`,
    created_at: now,
    updated_at: now,
  });
}

export function deleteOrderPeriod(db: Database, orderId: number, periodId: number) {
  return db.delete(orderPeriods).where(and(eq(orderPeriods.id, periodId), eq(orderPeriods.order_id, orderId)));
}

/** The contract periods an order gave these workers for one of its periods. */
export function releaseContracts(db: Database, spaceId: number, workerIds: number[], period: { starts_at: Date; ends_at: Date }) {
  return db
    .delete(workerAvailabilities)
    .where(
      and(
        eq(workerAvailabilities.space_id, spaceId),
        inArray(workerAvailabilities.worker_id, workerIds),
        eq(workerAvailabilities.status, "contract"),
        eq(workerAvailabilities.starts_at, period.starts_at),
        eq(workerAvailabilities.ends_at, period.ends_at),
      ),
    );
}

/** A worker's row on an order (proposed, accepted…), if any. */
export async function findOrderWorker(db: Database, orderId: number, workerId: number) {
  const [row] = await db
    .select()
    .from(orderWorkers)
    .where(and(eq(orderWorkers.order_id, orderId), eq(orderWorkers.worker_id, workerId)))
    .limit(1);
  return row;
}

/** Staff withdraw a worker: cancelled, whatever they were short of refused. */
export function withdrawOrderWorkerStatement(db: Database, orderWorkerId: number, now: Date) {
  return db
    .update(orderWorkers)
    .set({ status: "cancelled", outcome: null, accepted_at: null, updated_at: now })
    .where(and(eq(orderWorkers.id, orderWorkerId), inArray(orderWorkers.status, ["select", "waiting", "in_progress", "accepted"])));
}
