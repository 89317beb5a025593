import { sql } from "drizzle-orm";
import type { Database } from "../client";

/**
 * Takes one unit of a space's budget for a paid service on a Paris day (decision 0043): one UPSERT that
 * refuses to pass `budget`, so two calls at once never both take the last unit. False when spent.
 */
export async function spendDailyUsage(db: Database, usage: { spaceId: number; day: string; kind: string; budget: number }) {
  const [row] = await db.all<{ used: number }>(sql`
    insert into space_daily_usage (space_id, day, kind, used)
    select ${usage.spaceId}, ${usage.day}, ${usage.kind}, 1 where ${usage.budget} > 0
    on conflict (space_id, day, kind) do update set used = used + 1 where used < ${usage.budget}
    returning used`);
  return row !== undefined;
}
