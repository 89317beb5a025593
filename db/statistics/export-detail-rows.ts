import type { Database } from "../client";
import { readRaw, readRawBatch } from "../sql/raw-read";

// The detail rows of a statistics export (decision 0047), one space at a time, a page at a time in the
// order of the index they are read from (the instant, then the id), so a 100,000-row export never
// holds more than a page of rows.

/** Where the next page starts: after this instant and id. */
export interface PageCursor {
  at: number;
  id: number;
}

export interface DetailPage<Row> {
  rows: Row[];
  next: PageCursor | null;
}

export interface RegistrationRow {
  id: number;
  created_at: number;
  registration_route: string;
  first_name: string;
  last_name: string;
  postal_code: string | null;
  postal_city: string | null;
  state: string;
}

export interface OrderRow {
  id: number;
  number: number;
  created_at: number;
  company_name: string;
  contract_type: string;
  status: string;
  starts_at: number | null;
  ends_at: number | null;
  quantity: number;
  filled: number;
}

export interface DpaeRow {
  id: number;
  sent_at: number;
  worker_first_name: string;
  worker_last_name: string;
  order_number: number | null;
  status: string;
  hire_date: string;
  contract_nature: string;
  completed_at: number | null;
  error_message: string | null;
}

interface PageQuery {
  spaceId: number;
  start: number;
  end: number;
  after: PageCursor | null;
  size: number;
}

function afterOf(query: PageQuery): PageCursor {
  return query.after ?? { at: query.start - 1, id: 0 };
}

async function page<Row extends Record<string, unknown>>(db: Database, sql: string, query: PageQuery, at: keyof Row) {
  const after = afterOf(query);
  const rows = await readRaw<Row>(db, { sql, params: [query.spaceId, query.start, query.end, after.at, after.id, query.size] });
  const last = rows.at(-1);
  return {
    rows,
    next: rows.length === query.size && last ? { at: Number(last[at]), id: Number(last.id) } : null,
  } satisfies DetailPage<Row>;
}

/** The workers who came in the period. */
export function registrationsPage(db: Database, query: PageQuery): Promise<DetailPage<RegistrationRow>> {
  return page<RegistrationRow & Record<string, unknown>>(
    db,
    `select id, created_at, registration_route, first_name, last_name, postal_code, postal_city, state from workers
      where space_id = ? and created_at >= ? and created_at < ? and (created_at, id) > (?, ?)
      order by created_at, id limit ?`,
    query,
    "created_at",
  );
}

/** The orders taken in the period, with their client and the places their accepted workers hold. */
export function ordersPage(db: Database, query: PageQuery): Promise<DetailPage<OrderRow>> {
  return page<OrderRow & Record<string, unknown>>(
    db,
    `select o.id, o.number, o.created_at, c.name as company_name, o.contract_type, o.status, o.starts_at, o.ends_at, o.quantity,
        (select count(*) from order_workers ow where ow.order_id = o.id and ow.status = 'accepted') as filled
      from orders o join companies c on c.id = o.company_id
      where o.space_id = ? and o.created_at >= ? and o.created_at < ? and (o.created_at, o.id) > (?, ?)
      order by o.created_at, o.id limit ?`,
    query,
    "created_at",
  );
}

/** The declarations deposited in the period, with their outcome so far. */
export function dpaePage(db: Database, query: PageQuery): Promise<DetailPage<DpaeRow>> {
  return page<DpaeRow & Record<string, unknown>>(
    db,
    `select d.id, d.sent_at, w.first_name as worker_first_name, w.last_name as worker_last_name, o.number as order_number,
        d.status, d.hire_date, d.contract_nature, d.completed_at, d.error_message
      from dpae_declarations d join workers w on w.id = d.worker_id left join orders o on o.id = d.order_id
      where d.space_id = ? and d.sent_at >= ? and d.sent_at < ? and d.sent_at is not null and (d.sent_at, d.id) > (?, ?)
      order by d.sent_at, d.id limit ?`,
    query,
    "sent_at",
  );
}

/** The spaces an export covers, with their names: one, or every space (deleted ones too: their history stays). */
export async function exportSpaces(db: Database, spaceId: number | null): Promise<{ id: number; name: string }[]> {
  const [rows] = await readRawBatch(db, [
    spaceId === null
      ? { sql: "select id, name from spaces order by id", params: [] }
      : { sql: "select id, name from spaces where id = ?", params: [spaceId] },
  ] as const);
  return rows.map((row) => ({ id: Number(row.id), name: String(row.name) }));
}
