import { fillPlaceholders, type Query } from "drizzle-orm";
import type { SqlText } from "./sql-text";

/**
 * A statement drizzle wrote once, with placeholders (`sql.placeholder(name)`) for what changes per call:
 * each call only fills them in, for readRaw / readRawBatch (raw-read.ts); drizzle builds nothing more.
 */
export function writtenStatement(query: Query): (values: Record<string, unknown>) => SqlText {
  return (values) => ({ sql: query.sql, params: fillPlaceholders(query.params, values) });
}
