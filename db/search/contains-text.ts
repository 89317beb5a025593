import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** Case-insensitive "contains" on a column, with LIKE's wildcards in the text taken literally. */
export function containsText(column: SQLiteColumn, text: string): SQL {
  const escaped = text.toLowerCase().replaceAll("\\", "\\\\").replaceAll("%", "\\%").replaceAll("_", "\\_");
  return sql`lower(${column}) like ${`%${escaped}%`} escape '\\'`;
}
