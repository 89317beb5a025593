import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { insertedIdRef } from "../client";
import { orderPeriods, orders } from "../schema/orders";

export type NewOrder = Omit<typeof orders.$inferInsert, "id" | "number" | "starts_at" | "ends_at">;

/** The id of the order inserted earlier in the same batch. */
export function newOrderIdRef() {
  return insertedIdRef(orders);
}

/**
 * The order and its periods, for one batch. Its number is the space's next one, taken inside the
 * insert itself: two orders created at once get two numbers (and the unique index stands behind it).
 */
export function insertOrderStatements(db: Database, order: NewOrder, periods: { starts_at: Date; ends_at: Date }[], now: Date) {
  const first = periods[0]!.starts_at;
  const last = periods.reduce((latest, period) => (period.ends_at > latest ? period.ends_at : latest), periods[0]!.ends_at);
  const insertOrder = db
    .insert(orders)
    .values({
      ...order,
      number: sql`(select coalesce(max(${orders.number}), 0) + 1 from ${orders} where ${orders.space_id} = ${order.space_id})`,
      starts_at: first,
      ends_at: last,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: orders.id });
  const orderId = newOrderIdRef();
  const insertPeriods = db.insert(orderPeriods).values(
    periods.map((period, index) => ({
      space_id: order.space_id,
      order_id: orderId,
      starts_at: period.starts_at,
      ends_at: period.ends_at,
      position: index,
      created_at: now,
      updated_at: now,
    })),
  );
  return [insertOrder, insertPeriods] as const;
}
