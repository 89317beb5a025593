import { and, desc, eq, gte, like, lte, sql, type SQL } from "drizzle-orm";
import { parisDayEnd, parisDayStart } from "#domain/dates/paris-day";
import { normalizeSearchText } from "#domain/format/search-text";
import type { ListOrdersQuery } from "#domain/orders/order-schemas";
import { parseReference } from "#domain/orders/reference-number";
import type { Database } from "../client";
import { companies } from "../schema/companies";
import { orders } from "../schema/orders";
import { acceptedCountOf } from "./get-order";

/** Past this many matches the list says "1,000+" (decision 0023's cap, decision 0029). */
export const ORDER_COUNT_CAP = 1_000;

// Written as text, word for word the conditions of the partial indexes orders_space_opened_created_idx and
// orders_space_closed_created_idx: SQLite uses a partial index only for a query that names its condition
// (bound parameters would not do), and then reads the rows in the list's order without sorting them.
const OPENED = sql.raw(`"orders"."status" in ('pending', 'processing')`);
const CLOSED = sql.raw(`"orders"."status" in ('closed', 'cancelled')`);

/**
 * One space's orders, newest first, filtered by state (opened / closed), status, client, dates and a
 * search on the number or the client's name. The page's rows are selected through the space's indexes
 * (status, company or start date after space_id), then joined to their client. The total is counted up
 * to ORDER_COUNT_CAP + 1 rows: past the cap, `totalIsLowerBound` says it is a floor ("1,000+"), as the
 * worker list does; an exact count of thousands of orders costs a read of each and tells staff nothing more.
 */
export async function listOrders(db: Database, spaceId: number, query: ListOrdersQuery) {
  const conditions: SQL[] = [eq(orders.space_id, spaceId)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  else if (query.state) conditions.push(query.state === "opened" ? OPENED : CLOSED);
  if (query.company_id) conditions.push(eq(orders.company_id, query.company_id));
  // An order is in the range when one of its days is: it ends after the range starts and starts before it ends.
  if (query.from) conditions.push(gte(orders.ends_at, parisDayStart(query.from)));
  if (query.to) conditions.push(lte(orders.starts_at, parisDayEnd(query.to)));
  if (query.q) {
    // A reference ("CO-000042", "42") finds the order by its number (the unique index); words, the clients
    // whose name holds them (the company index then reads only their orders).
    const number = parseReference(query.q);
    if (number !== null) conditions.push(eq(orders.number, number));
    else {
      const words = normalizeSearchText(query.q).replace(/[%_]/g, "");
      conditions.push(
        sql`${orders.company_id} in (select ${companies.id} from ${companies} where ${companies.space_id} = ${spaceId} and ${like(companies.search_text, `%${words}%`)})`,
      );
    }
  }
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        order: orders,
        company_name: companies.name,
        accepted_count: acceptedCountOf(orders.id),
      })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.company_id))
      .where(where)
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(
      db
        .select({ one: sql`1` })
        .from(orders)
        .where(where)
        .limit(ORDER_COUNT_CAP + 1)
        .as("matches"),
    ),
  ]);
  const counted = count?.total ?? 0;
  const totalIsLowerBound = counted > ORDER_COUNT_CAP;
  return {
    rows: rows.map((row) => ({ ...row.order, company_name: row.company_name, accepted_count: row.accepted_count })),
    total: totalIsLowerBound ? ORDER_COUNT_CAP : counted,
    totalIsLowerBound,
  };
}
