import type { Database } from "../client";
import { readRawBatch } from "../sql/raw-read";
import type { SqlText } from "../sql/sql-text";

// The home screen's figures (decision 0047), each the count of a list it links to, read in one round
// trip: one batch of reads, each through an index that starts with the space.

export interface HomeCountsQuery {
  /** The spaces counted: one, the caller's, or every space (an owner without a space chosen). */
  spaceIds: number[] | "all";
  userId: number;
  /** Instants of the Paris days: today's start, tomorrow's, the day after's, and the end of the 7th day. */
  todayStart: number;
  tomorrowStart: number;
  dayAfterTomorrowStart: number;
  weekEnd: number;
  /** The last validity end that counts as expiring (YYYY-MM-DD). */
  expiringUntil: string;
  /** Today in Paris (YYYY-MM-DD): a contract due before it and still unsigned is late. */
  today: string;
  /** The notification list's window (spec 000 §9: 30 days). */
  notificationsSince: number;
  orders: boolean;
  dpae: boolean;
}

export interface HomeCounts {
  missionsToday: number | null;
  missionsTomorrow: number | null;
  proposalsWaiting: number | null;
  openPlaces: number | null;
  dpaeErrors: number | null;
  contractsLate: number | null;
  workersWithDocumentsExpiring: number;
  unreadNotifications: number;
}

/** Opened orders (the list's default tab), as the partial index orders_space_opened_created_idx words it. */
const OPENED = `status in ('pending', 'processing')`;

function spaceCondition(column: string, spaceIds: number[] | "all"): { sql: string; params: unknown[] } {
  if (spaceIds === "all") return { sql: `${column} in (select id from spaces)`, params: [] };
  return { sql: `${column} in (select value from json_each(?))`, params: [JSON.stringify(spaceIds)] };
}

const NOTHING: SqlText = { sql: "select null as n", params: [] };

export async function readHomeCounts(db: Database, query: HomeCountsQuery): Promise<HomeCounts> {
  const space = spaceCondition("space_id", query.spaceIds);
  const startingBetween = (start: number, end: number): SqlText => ({
    sql: `select count(*) as n from orders where ${space.sql} and starts_at >= ? and starts_at < ? and ${OPENED}`,
    params: [...space.params, start, end],
  });
  const notificationSpace = query.spaceIds === "all" ? { sql: "1", params: [] } : spaceCondition("n.space_id", query.spaceIds);
  const statements: SqlText[] = [
    query.orders ? startingBetween(query.todayStart, query.tomorrowStart) : NOTHING,
    query.orders ? startingBetween(query.tomorrowStart, query.dayAfterTomorrowStart) : NOTHING,
    query.orders
      ? {
          sql: `select count(*) as n from order_workers ow join orders o on o.id = ow.order_id
            where ${spaceCondition("ow.space_id", query.spaceIds).sql} and ow.status = 'waiting' and o.${OPENED}`,
          params: [...space.params],
        }
      : NOTHING,
    // The places no accepted worker holds yet, on opened orders whose first period starts within 7 days.
    query.orders
      ? {
          sql: `select coalesce(sum(max(0, o.quantity - (select count(*) from order_workers ow where ow.order_id = o.id and ow.status = 'accepted'))), 0) as n
            from orders o where ${spaceCondition("o.space_id", query.spaceIds).sql} and o.starts_at >= ? and o.starts_at < ? and o.${OPENED}`,
          params: [...space.params, query.todayStart, query.weekEnd],
        }
      : NOTHING,
    query.dpae
      ? { sql: `select count(*) as n from dpae_declarations where ${space.sql} and status = 'error'`, params: [...space.params] }
      : NOTHING,
    // As the worker list's documents_expiring filter counts: active workers with a document ending by then.
    {
      sql: `select count(*) as n from workers where ${space.sql} and is_archived = 0 and id in (
          select worker_id from documents where ${space.sql} and valid_until <= ? and deleted_at is null)`,
      params: [...space.params, ...space.params, query.expiringUntil],
    },
    {
      sql: `select count(*) as n from notifications n
        left join notification_reads r on r.notification_id = n.id and r.user_id = ?
        where ${notificationSpace.sql} and (n.user_id is null or n.user_id = ?) and n.created_at >= ? and r.user_id is null`,
      params: [query.userId, ...notificationSpace.params, query.userId, query.notificationsSince],
    },
    // As the contracts list's late filter counts, through contracts_space_due_idx (decision 0055).
    query.dpae
      ? {
          sql: `select count(*) as n from contracts where ${space.sql} and status in ('draft', 'sent') and due_by < ?`,
          params: [...space.params, query.today],
        }
      : NOTHING,
  ];
  const results = (await readRawBatch(db, statements)) as { n: number | null }[][];
  const count = (index: number) => {
    const value = results[index]?.[0]?.n;
    return value === null || value === undefined ? null : Number(value);
  };
  return {
    missionsToday: count(0),
    missionsTomorrow: count(1),
    proposalsWaiting: count(2),
    openPlaces: count(3),
    dpaeErrors: count(4),
    workersWithDocumentsExpiring: count(5) ?? 0,
    unreadNotifications: count(6) ?? 0,
    contractsLate: count(7),
  };
}
