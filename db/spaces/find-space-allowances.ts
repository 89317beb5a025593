import { sql } from "drizzle-orm";
import type { Database } from "../client";

export interface SpaceAllowance {
  id: number;
  name: string;
  sms_user_rate_limit: number;
  sms_daily_budget: number;
  ocr_daily_budget: number;
}

/** What these spaces let their users spend (decision 0043). */
export async function findSpaceAllowances(db: Database, spaceIds: readonly number[]) {
  if (spaceIds.length === 0) return [];
  return db.all<SpaceAllowance>(sql`
    select id, name, sms_user_rate_limit, sms_daily_budget, ocr_daily_budget from spaces
    where id in (select value from json_each(${JSON.stringify([...new Set(spaceIds)])}))`);
}
