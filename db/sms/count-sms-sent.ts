import { sql } from "drizzle-orm";
import type { Database } from "../client";

/**
 * The outbound SMS a user queued since `since` (sms_messages_user_created_idx), and when the `nth`
 * oldest of them was queued (1-based): the moment enough of them leave the window for a call to pass.
 */
export async function countUserSmsSince(db: Database, userId: number, since: Date, nth: number) {
  const [row] = await db.all<{ n: number; nth_at: number | null }>(sql`
    select (select count(*) from sms_messages where user_id = ${userId} and direction = 'outbound' and created_at > ${since.getTime()}) as n,
      (select created_at from sms_messages where user_id = ${userId} and direction = 'outbound' and created_at > ${since.getTime()}
        order by created_at limit 1 offset ${Math.max(nth - 1, 0)}) as nth_at`);
  return { count: row?.n ?? 0, nthAt: row?.nth_at ?? null };
}

/** The outbound SMS of each space since `since` (sms_messages_space_created_idx): the day's spending. */
export async function countSpaceSmsSince(db: Database, spaceIds: readonly number[], since: Date) {
  const rows = await db.all<{ space_id: number; n: number }>(sql`
    select space_id, count(*) as n from sms_messages
    where space_id in (select value from json_each(${JSON.stringify([...new Set(spaceIds)])}))
      and created_at >= ${since.getTime()} and direction = 'outbound'
    group by space_id`);
  return new Map(rows.map((row) => [row.space_id, row.n]));
}
