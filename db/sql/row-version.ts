import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * The `updated_at` an edit stamps: now, or one millisecond past the stored version when now is not
 * after it, so two edits within one millisecond (or under a clock that went back) never share a
 * version and a stale If-Match is always seen as stale (decision 0013).
 */
export function nextVersion(updatedAt: SQLiteColumn, now = Date.now()): SQL<Date> {
  return sql<Date>`max(${now}, ${updatedAt} + 1)`;
}
