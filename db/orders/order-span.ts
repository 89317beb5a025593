import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { orderPeriods, orders } from "../schema/orders";

/** Keeps the order's first start and last end with its periods (the list filters on them), in the same batch. */
export function refreshOrderSpan(db: Database, orderId: number, now: Date) {
  return db
    .update(orders)
    .set({
      starts_at: sql`(select min(${orderPeriods.starts_at}) from ${orderPeriods} where ${orderPeriods.order_id} = ${orderId})`,
      ends_at: sql`(select max(${orderPeriods.ends_at}) from ${orderPeriods} where ${orderPeriods.order_id} = ${orderId})`,
      updated_at: now,
    })
    .where(eq(orders.id, orderId));
}
