import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { contracts } from "../schema/contracts";
import { orderWorkers } from "../schema/orders";

/**
 * For a batch that ends a placement (withdrawn, abandoned, replaced): its contracts not signed yet
 * are cancelled, both documents with them (issue item 5, decision 0055). The statement holds only once
 * the worker no longer holds the place when it runs, so a batch whose own change lost a race cancels
 * nothing that still stands. Signed contracts are legal records and stay as they are.
 */
export function cancelPlacementContracts(db: Database, orderId: number, workerId: number, now: Date) {
  return db
    .update(contracts)
    .set({ status: "cancelled", client_status: "cancelled", worker_status: "cancelled", updated_at: now })
    .where(
      and(
        eq(contracts.order_id, orderId),
        eq(contracts.worker_id, workerId),
        inArray(contracts.status, ["draft", "sent"]),
        sql`not exists (select 1 from ${orderWorkers} where ${orderWorkers.order_id} = ${orderId} and ${orderWorkers.worker_id} = ${workerId} and ${orderWorkers.status} = 'accepted')`,
      ),
    );
}

/** For the batch that cancels an order: every unsigned contract of it, once the order is cancelled. */
export function cancelOrderContracts(db: Database, orderId: number, now: Date) {
  return db
    .update(contracts)
    .set({ status: "cancelled", client_status: "cancelled", worker_status: "cancelled", updated_at: now })
    .where(
      and(
        eq(contracts.order_id, orderId),
        inArray(contracts.status, ["draft", "sent"]),
        sql`exists (select 1 from orders where orders.id = ${orderId} and orders.status = 'cancelled')`,
      ),
    );
}
