import type { Database } from "../client";
import { readRawBatch } from "../sql/raw-read";
import type { SqlText } from "../sql/sql-text";
import { parisDayNumberSql, scopeCondition, type StatisticsScope } from "./statistics-sql";
import type { OffsetSpan } from "#domain/statistics/paris-day-numbers";

/** A period as instants [start, end) with Paris's offsets between (domain/statistics/paris-day-numbers.ts). */
export interface StatisticsPeriod {
  start: number;
  end: number;
  spans: OffsetSpan[];
}

export interface StatisticsRows {
  /** Whether the scope's space exists (always true for every space). */
  spaceExists: boolean;
  registrations: { day: number; route: string; n: number }[];
  orders: { day: number; n: number; places: number }[];
  fill: { filled: number; median_ms: number | null }[];
  placesFilled: { day: number; n: number }[];
  smsSent: { day: number; n: number }[];
  smsReplies: { day: number; n: number }[];
  dpaeSubmitted: { day: number; n: number }[];
  dpaeEnded: { status: string; n: number }[];
}

/** A count per Paris day of `table`'s rows whose `column` falls in the period, with `extra` conditions. */
function perDay(table: string, column: string, scope: StatisticsScope, period: StatisticsPeriod, extra = ""): SqlText {
  const space = scopeCondition("space_id", scope);
  return {
    sql: `select ${parisDayNumberSql(column, period.spans)} as day, count(*) as n from ${table}
      where ${space.sql} and ${column} >= ? and ${column} < ?${extra} group by day`,
    params: [...space.params, period.start, period.end],
  };
}

/**
 * Every figure of the statistics for a scope and period, in one round trip (one batch of reads). No
 * aggregate is kept: each count reads a range of an index that starts with the space and the instant
 * it counts by (migration 0030), and groups by Paris day inside SQLite (decision 0047).
 */
export async function readStatistics(db: Database, scope: StatisticsScope, period: StatisticsPeriod): Promise<StatisticsRows> {
  const space = scopeCondition("space_id", scope);
  const ordersSpace = scopeCondition("o.space_id", scope);
  const statements: SqlText[] = [
    {
      sql: `select ${parisDayNumberSql("created_at", period.spans)} as day, registration_route as route, count(*) as n
        from workers where ${space.sql} and created_at >= ? and created_at < ? group by day, route`,
      params: [...space.params, period.start, period.end],
    },
    {
      sql: `select ${parisDayNumberSql("created_at", period.spans)} as day, count(*) as n, sum(quantity) as places
        from orders where ${space.sql} and created_at >= ? and created_at < ? group by day`,
      params: [...space.params, period.start, period.end],
    },
    // The places of the period's orders held by an accepted worker, and the median time it took to fill
    // them (from the order being taken to the acceptance): the middle one, or the mean of the two middle ones.
    {
      sql: `with fills as materialized (
          select ow.accepted_at - o.created_at as ms from orders o
          join order_workers ow on ow.order_id = o.id and ow.status = 'accepted'
          where ${ordersSpace.sql} and o.created_at >= ? and o.created_at < ?
        ), timed as materialized (select ms from fills where ms is not null)
        select (select count(*) from fills) as filled,
          (select avg(ms) from (select ms from timed order by ms
            limit 2 - (select count(*) from timed) % 2 offset ((select count(*) from timed) - 1) / 2)) as median_ms`,
      params: [...ordersSpace.params, period.start, period.end],
    },
    perDay("order_workers", "accepted_at", scope, period, " and status = 'accepted'"),
    perDay("sms_messages", "sent_at", scope, period, " and sent_at is not null and direction = 'outbound'"),
    perDay("sms_messages", "created_at", scope, period, " and direction = 'inbound'"),
    perDay("dpae_declarations", "sent_at", scope, period, " and sent_at is not null"),
    {
      sql: `select status, count(*) as n from dpae_declarations
        where ${space.sql} and completed_at >= ? and completed_at < ? and completed_at is not null group by status`,
      params: [...space.params, period.start, period.end],
    },
    // The space itself (deleted ones too: their history stays), checked in the same round trip.
    scope === "all" ? { sql: "select 1 as id", params: [] } : { sql: "select id from spaces where id = ?", params: [scope.spaceId] },
  ];
  const [registrations, orders, fill, placesFilled, smsSent, smsReplies, dpaeSubmitted, dpaeEnded, spaceRows] = (await readRawBatch(
    db,
    statements,
  )) as Record<string, unknown>[][];
  return {
    spaceExists: (spaceRows ?? []).length > 0,
    registrations: registrations as StatisticsRows["registrations"],
    orders: orders as StatisticsRows["orders"],
    fill: fill as StatisticsRows["fill"],
    placesFilled: placesFilled as StatisticsRows["placesFilled"],
    smsSent: smsSent as StatisticsRows["smsSent"],
    smsReplies: smsReplies as StatisticsRows["smsReplies"],
    dpaeSubmitted: dpaeSubmitted as StatisticsRows["dpaeSubmitted"],
    dpaeEnded: dpaeEnded as StatisticsRows["dpaeEnded"],
  };
}
