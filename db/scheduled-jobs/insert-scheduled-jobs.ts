import type { Database } from "../client";
import { scheduledJobs } from "../schema/scheduled-jobs";

/** Writes jobs due later; one already scheduled under the same idempotency key stays as it is. */
export async function insertScheduledJobs(db: Database, rows: (typeof scheduledJobs.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(scheduledJobs).values(rows).onConflictDoNothing();
}
