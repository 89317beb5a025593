import { WORKER_REGISTRATION_ROUTES } from "#domain/enums/worker";
import type { Database } from "../client";
import { readRawBatch } from "../sql/raw-read";
import type { SqlText } from "../sql/sql-text";
import { scopeCondition, type StatisticsScope } from "./statistics-sql";

/** A period as instants [start, end), and each of its Paris days' (domain/statistics/paris-day-numbers.ts). */
export interface StatisticsPeriod {
  start: number;
  end: number;
  days: readonly (readonly [number, number])[];
}

/** Counts per day: `i` the day's rank in the period. */
type PerDay = { i: number; n: number }[];

export interface StatisticsRows {
  /** Whether the scope's space exists (always true for every space). */
  spaceExists: boolean;
  registrations: PerDay;
  byRoute: { route: string; n: number }[];
  orders: PerDay;
  placesAsked: number;
  fill: { filled: number; median_ms: number | null };
  placesFilled: PerDay;
  smsSent: PerDay;
  smsReplies: PerDay;
  dpaeSubmitted: PerDay;
  dpaeEnded: { status: string; n: number }[];
}

const ROUTES = JSON.stringify(WORKER_REGISTRATION_ROUTES);
/** The routes as an SQL list (constants of the domain, never input). */
const ROUTE_LIST = `(${WORKER_REGISTRATION_ROUTES.map((route) => `'${route}'`).join(", ")})`;

/**
 * A count of `table`'s rows per day of the period, by `column`: one range count per day (and space)
 * through an index that starts with the space and `column`. SQLite reads each day's range in the index's
 * order; a GROUP BY over a computed day would sort every row of the period first (five to ten times
 * slower for a year). Every space sums each space's counts: an IN over the spaces inside the correlated
 * count was re-planned per day, a hundred times slower.
 */
function perDay(table: string, column: string, scope: StatisticsScope, days: string, extra = ""): SqlText {
  const count = (space: string) =>
    `(select count(*) from ${table} t where t.space_id = ${space} and t.${column} >= d.value ->> 0 and t.${column} < d.value ->> 1${extra})`;
  if (scope === "all") {
    return { sql: `select d.key as i, sum(${count("s.id")}) as n from json_each(?) d join spaces s group by d.key`, params: [days] };
  }
  return { sql: `select d.key as i, ${count("?")} as n from json_each(?) d`, params: [scope.spaceId, days] };
}

/** The period's registrations by route: one range count per route (and space), no sort. */
function routeCounts(scope: StatisticsScope, [start, end]: number[]): SqlText {
  const count = (space: string) =>
    `(select count(*) from workers t where t.space_id = ${space} and t.registration_route = r.value and t.created_at >= ? and t.created_at < ?)`;
  if (scope === "all") {
    return {
      sql: `select r.value as route, sum(${count("s.id")}) as n from json_each(?) r join spaces s group by r.value`,
      params: [start, end, ROUTES],
    };
  }
  return { sql: `select r.value as route, ${count("?")} as n from json_each(?) r`, params: [scope.spaceId, start, end, ROUTES] };
}

/**
 * Every figure of the statistics for a scope and period, in one round trip (one batch of reads). No
 * aggregate is kept: each count reads the ranges of an index that starts with the space and the instant
 * it counts by (migration 0029), one Paris day after the other (decision 0047).
 */
export async function readStatistics(db: Database, scope: StatisticsScope, period: StatisticsPeriod): Promise<StatisticsRows> {
  const days = JSON.stringify(period.days);
  const space = scopeCondition("space_id", scope);
  const ordersSpace = scopeCondition("o.space_id", scope);
  const range = [period.start, period.end];
  const statements: SqlText[] = [
    // Registrations per day, every route (workers_space_route_created_idx, one range per route and day).
    perDay("workers", "created_at", scope, days, ` and t.registration_route in ${ROUTE_LIST}`),
    routeCounts(scope, range),
    perDay("orders", "created_at", scope, days),
    {
      sql: `select coalesce(sum(quantity), 0) as n from orders where ${space.sql} and created_at >= ? and created_at < ?`,
      params: [...space.params, ...range],
    },
    // The places of the period's orders held by an accepted worker, and the median time it took to fill
    // them (from the order being taken to the acceptance): the middle one, or the mean of the two middle ones.
    {
      sql: `with fills as materialized (
          select ow.accepted_at - o.created_at as ms from orders o
          join order_workers ow on ow.order_id = o.id and ow.status = 'accepted'
          where ${ordersSpace.sql} and o.created_at >= ? and o.created_at < ?
        ), counted as materialized (select count(*) as filled, count(ms) as timed from fills)
        select (select filled from counted) as filled,
          (select avg(ms) from (select ms from fills where ms is not null order by ms
            limit 2 - (select timed from counted) % 2 offset ((select timed from counted) - 1) / 2)) as median_ms`,
      params: [...ordersSpace.params, ...range],
    },
    perDay("order_workers", "accepted_at", scope, days, " and t.status = 'accepted'"),
    perDay("sms_messages", "sent_at", scope, days, " and t.sent_at is not null and t.direction = 'outbound'"),
    perDay("sms_messages", "created_at", scope, days, " and t.direction = 'inbound'"),
    perDay("dpae_declarations", "sent_at", scope, days, " and t.sent_at is not null"),
    {
      sql: `select status, count(*) as n from dpae_declarations
        where ${space.sql} and completed_at >= ? and completed_at < ? and completed_at is not null group by status`,
      params: [...space.params, ...range],
    },
    // The space itself (deleted ones too: their history stays), checked in the same round trip.
    scope === "all" ? { sql: "select 1 as id", params: [] } : { sql: "select id from spaces where id = ?", params: [scope.spaceId] },
  ];
  const [registrations, byRoute, orders, placesAsked, fill, placesFilled, smsSent, smsReplies, dpaeSubmitted, dpaeEnded, spaceRows] =
    (await readRawBatch(db, statements)) as Record<string, unknown>[][];
  const fillRow = fill?.[0] ?? {};
  return {
    spaceExists: (spaceRows ?? []).length > 0,
    registrations: registrations as PerDay,
    byRoute: byRoute as StatisticsRows["byRoute"],
    orders: orders as PerDay,
    placesAsked: Number(placesAsked?.[0]?.n ?? 0),
    fill: {
      filled: Number(fillRow.filled ?? 0),
      median_ms: fillRow.median_ms === null || fillRow.median_ms === undefined ? null : Number(fillRow.median_ms),
    },
    placesFilled: placesFilled as PerDay,
    smsSent: smsSent as PerDay,
    smsReplies: smsReplies as PerDay,
    dpaeSubmitted: dpaeSubmitted as PerDay,
    dpaeEnded: dpaeEnded as StatisticsRows["dpaeEnded"],
  };
}
