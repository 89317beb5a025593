import { and, desc, eq, gte, like, lt, lte, sql, type Placeholder, type SQL } from "drizzle-orm";
import { parisDayEnd, parisDayStart } from "#domain/dates/paris-day";
import { normalizeSearchText } from "#domain/format/search-text";
import type { ListOrdersQuery } from "#domain/orders/order-schemas";
import { parseReference } from "#domain/orders/reference-number";
import type { Database } from "../client";
import { companies } from "../schema/companies";
import { orderWorkers, orders } from "../schema/orders";
import { decodeRow } from "../sql/column-row";
import { readRawBatch } from "../sql/raw-read";
import { sqlWriter, type SqlText } from "../sql/sql-text";
import { writtenStatement } from "../sql/written-statement";
import { acceptedCountOf } from "./get-order";

/** Past this many matches the list says "1,000+" (decision 0023's cap, decision 0029). */
export const ORDER_COUNT_CAP = 1_000;

// Written as text, word for word the conditions of the partial indexes orders_space_opened_created_idx and
// orders_space_closed_created_idx: SQLite uses a partial index only for a query that names its condition
// (bound parameters would not do), and then reads the rows in the list's order without sorting them.
const OPENED = sql.raw(`"orders"."status" in ('pending', 'processing')`);
const CLOSED = sql.raw(`"orders"."status" in ('closed', 'cancelled')`);

/** The columns a list row shows (order-view.ts toOrderSummary): a tenth of the order's, decoded by their own mappers. */
const SUMMARY_COLUMNS = {
  id: orders.id,
  space_id: orders.space_id,
  number: orders.number,
  company_id: orders.company_id,
  contract_type: orders.contract_type,
  quantity: orders.quantity,
  status: orders.status,
  closing_state: orders.closing_state,
  attribution_mode: orders.attribution_mode,
  starts_at: orders.starts_at,
  ends_at: orders.ends_at,
  created_at: orders.created_at,
};

interface ListValues {
  spaceId: number | Placeholder;
  status: string | Placeholder | undefined;
  perPage: number | Placeholder;
  offset: number | Placeholder;
}

/** The page and its capped count for `conditions` (the space's first), as drizzle writes them. */
function listQueries(db: Database, conditions: SQL[], values: ListValues) {
  const where = and(...conditions);
  return {
    page: db
      .select({
        ...SUMMARY_COLUMNS,
        company_name: sql<string>`${companies.name}`.as("company_name"),
        accepted_count: sql<number>`${acceptedCountOf(orders.id)}`.as("accepted_count"),
      })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.company_id))
      .where(where)
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(values.perPage as number)
      .offset(values.offset as number),
    count: db.select({ total: sql<number>`count(*)`.mapWith(Number).as("total") }).from(
      db
        .select({ one: sql`1` })
        .from(orders)
        .where(where)
        .limit(ORDER_COUNT_CAP + 1)
        .as("matches"),
    ),
  };
}

/** The conditions of the usual lists (the whole space, a state, a status), values or placeholders alike. */
function stateConditions(values: ListValues, state: ListOrdersQuery["state"]): SQL[] {
  const conditions: SQL[] = [eq(orders.space_id, values.spaceId as number)];
  if (values.status !== undefined) conditions.push(eq(orders.status, values.status as "pending"));
  else if (state) conditions.push(state === "opened" ? OPENED : CLOSED);
  return conditions;
}

// The usual lists (the whole space, opened, closed, one status: eight shapes) differ between requests by
// their values only: drizzle writes each shape's two statements once, with placeholders, and each request
// fills them (decision 0023's written statements). Lists by client, dates or search are built per request.
const written = new Map<
  string,
  { page: (values: Record<string, unknown>) => SqlText; count: (values: Record<string, unknown>) => SqlText }
>();

function writtenListOf(query: ListOrdersQuery) {
  const key = `${query.status ? "status" : ""}:${query.status ? "" : (query.state ?? "")}`;
  let list = written.get(key);
  if (!list) {
    const placeholders: ListValues = {
      spaceId: sql.placeholder("spaceId"),
      status: query.status ? sql.placeholder("status") : undefined,
      perPage: sql.placeholder("perPage"),
      offset: sql.placeholder("offset"),
    };
    const queries = listQueries(sqlWriter(), stateConditions(placeholders, query.state), placeholders);
    list = { page: writtenStatement(queries.page.toSQL()), count: writtenStatement(queries.count.toSQL()) };
    written.set(key, list);
  }
  return list;
}

type SummaryRow = ReturnType<typeof decodeRow<typeof SUMMARY_COLUMNS>> & { company_name: string; accepted_count: number };

function decodeSummary(raw: Record<string, unknown>): SummaryRow {
  return { ...decodeRow(SUMMARY_COLUMNS, raw), company_name: raw.company_name as string, accepted_count: Number(raw.accepted_count) };
}

/**
 * One space's orders, newest first, filtered by state (opened / closed), status, client, dates and a
 * search on the number or the client's name. The page's rows are selected through the space's indexes
 * (a state's partial index, status, company or start date after space_id), then joined to their client;
 * page and count go to D1 in one batch. The total is counted up to ORDER_COUNT_CAP + 1 rows: past the
 * cap, `totalIsLowerBound` says it is a floor ("1,000+"), as the worker list does; an exact count of
 * thousands of orders costs a read of each and tells staff nothing more.
 */
export async function listOrders(db: Database, spaceId: number, query: ListOrdersQuery) {
  const values: ListValues = { spaceId, status: query.status, perPage: query.per_page, offset: (query.page - 1) * query.per_page };
  let rows: SummaryRow[];
  let counted: number;
  if (
    !query.company_id &&
    !query.from &&
    !query.to &&
    !query.q &&
    !query.starts_from &&
    !query.starts_to &&
    !query.places &&
    !query.proposals
  ) {
    const list = writtenListOf(query);
    const filled = { spaceId, status: query.status, perPage: query.per_page, offset: values.offset };
    const [page, totals] = await readRawBatch(db, [list.page(filled), list.count(filled)]);
    rows = page.map(decodeSummary);
    counted = Number(totals[0]?.total ?? 0);
  } else {
    const conditions = stateConditions(values, query.state);
    if (query.company_id) conditions.push(eq(orders.company_id, query.company_id));
    // An order is in the range when one of its days is: it ends after the range starts and starts before it ends.
    if (query.from) conditions.push(gte(orders.ends_at, parisDayStart(query.from)));
    if (query.to) conditions.push(lte(orders.starts_at, parisDayEnd(query.to)));
    // The home's figures link here (features/home/get-home.ts counts the same way).
    if (query.starts_from) conditions.push(gte(orders.starts_at, parisDayStart(query.starts_from)));
    if (query.starts_to) conditions.push(lt(orders.starts_at, parisDayEnd(query.starts_to)));
    if (query.places === "open") conditions.push(sql`${orders.quantity} > ${acceptedCountOf(orders.id)}`);
    if (query.proposals === "waiting") {
      conditions.push(
        sql`${orders.id} in (select ${orderWorkers.order_id} from ${orderWorkers} where ${orderWorkers.space_id} = ${spaceId} and ${orderWorkers.status} = 'waiting')`,
      );
    }
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
    const queries = listQueries(db, conditions, values);
    const [page, totals] = await db.batch([queries.page, queries.count]);
    rows = page;
    counted = totals[0]?.total ?? 0;
  }
  const totalIsLowerBound = counted > ORDER_COUNT_CAP;
  return { rows, total: totalIsLowerBound ? ORDER_COUNT_CAP : counted, totalIsLowerBound };
}
