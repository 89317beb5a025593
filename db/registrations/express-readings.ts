import { sql } from "drizzle-orm";
import type { Database } from "../client";

/** Longer than a provider's reading can take: a claim older than this was left by a crash. */
export const EXPRESS_READING_LEASE_MS = 2 * 60 * 1000;

/**
 * Takes an upload for its one express reading (decision 0043): one conditional UPDATE, so of two calls
 * at once only one asks the provider. False when a reading is stored or another call holds it.
 */
export async function claimExpressReading(db: Database, uploadId: string, now: Date) {
  const [row] = await db.all<{ id: string }>(sql`
    update registration_uploads set express_read_at = ${now.getTime()}
    where id = ${uploadId} and express_reading is null
      and (express_read_at is null or express_read_at < ${now.getTime() - EXPRESS_READING_LEASE_MS})
    returning id`);
  return row !== undefined;
}

/** What the reading gave, answered again to any later call for the same upload. */
export async function storeExpressReading(db: Database, uploadId: string, fields: Record<string, string>) {
  await db.run(sql`update registration_uploads set express_reading = ${JSON.stringify(fields)} where id = ${uploadId}`);
}

/** The reading did not happen (the provider failed, the budget was spent): a later call may try again. */
export async function releaseExpressReading(db: Database, uploadId: string) {
  await db.run(sql`update registration_uploads set express_read_at = null where id = ${uploadId} and express_reading is null`);
}
