import { sql } from "drizzle-orm";
import type { Database } from "../client";

/**
 * Forgets the replies that reached no agency once their question is long answered or ignored: a
 * worker's words kept by no agency are not kept by the platform either (nightly, decision 0043).
 */
export async function deleteOldUnroutedReplies(db: Database, before: Date) {
  await db.run(sql`delete from sms_unrouted_replies where received_at < ${before.getTime()}`);
}
