import { sql } from "drizzle-orm";
import type { Database } from "../client";

/** The spaces that sent this number at least one SMS (sms_messages_to_phone_space_idx): a STOP is theirs. */
export async function findSpacesThatMessaged(db: Database, phone: string): Promise<number[]> {
  const rows = await db.all<{ space_id: number }>(sql`
    select distinct space_id from sms_messages where to_phone = ${phone} and direction = 'outbound'`);
  return rows.map((row) => row.space_id);
}
