import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { insertedIdRef } from "../client";
import { orderPeriods, orders } from "../schema/orders";

export type NewOrder = Omit<typeof orders.$inferInsert, "id" | "number" | "starts_at" | "ends_at" | "created_at" | "updated_at">;

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
  // The periods travel as one JSON parameter that `json_each` unpacks: a row per period would bind seven
  // parameters each, and D1 binds at most 100 per statement (a month of daily periods would fail).
  const rows = JSON.stringify(periods.map((period, index) => [period.starts_at.getTime(), period.ends_at.getTime(), index]));
  const at = now.getTime();
  // drizzle's insert…select names every column of the table in its declared order (id first, left to SQLite):
  // the select gives them in that order. A builder, unlike `db.run`, can go into the batch.
  const insertPeriods = db
    .insert(orderPeriods)
    .select(sql`select null, ${order.space_id}, ${orderId}, value ->> 0, value ->> 1, value ->> 2, ${at}, ${at} from json_each(${rows})`);
  return [insertOrder, insertPeriods] as const;
}
