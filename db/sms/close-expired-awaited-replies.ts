import { sql } from "drizzle-orm";
import type { Database } from "../client";

/**
 * Closes the questions past their end (nightly): their codes become free again for their numbers.
 * Expiry itself needs no run: every lookup compares `expires_at` with the reply's time.
 */
export async function closeExpiredAwaitedReplies(db: Database, now: Date) {
  await db.run(sql`update sms_awaited_replies set closed_at = ${now.getTime()} where closed_at is null and expires_at <= ${now.getTime()}`);
}
