import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * A row read by raw SQL, decoded as drizzle decodes its own selects: each column's driver value through
 * the column's mapper (timestamps to Date, flags to boolean, JSON text to values). Null stays null.
 */
export function decodeRow<Columns extends Record<string, SQLiteColumn>>(columns: Columns, raw: Record<string, unknown>) {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = raw[key];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as {
    [Key in keyof Columns]: Columns[Key]["_"]["notNull"] extends true ? Columns[Key]["_"]["data"] : Columns[Key]["_"]["data"] | null;
  };
}
