import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { orderPeriods, orders } from "../schema/orders";
import { unchangedVersion } from "../sql/row-version";

/**
 * Keeps the order's first start and last end with its periods (the list filters on them), in the same
 * batch. The order's version stays: the edit page does not show the periods (decision 0037).
 */
export function refreshOrderSpan(db: Database, orderId: number) {
  return db
    .update(orders)
    .set({
      starts_at: sql`(select min(${orderPeriods.starts_at}) from ${orderPeriods} where ${orderPeriods.order_id} = ${orderId})`,
      ends_at: sql`(select max(${orderPeriods.ends_at}) from ${orderPeriods} where ${orderPeriods.order_id} = ${orderId})`,
      updated_at: unchangedVersion(orders.updated_at),
    })
    .where(eq(orders.id, orderId));
}
