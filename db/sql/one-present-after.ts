import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * SQL true when at least one of the fields holds a value once an edit is applied: a field the edit
 * sets counts by its new value, one it leaves counts by what is stored when the statement runs. For
 * "a mail or a phone", "an e-mail or a mobile" in a write guard, so two edits that each clear one of
 * them cannot together clear both.
 */
export function onePresentAfter(fields: { column: SQLiteColumn; given: string | null | undefined }[]): SQL {
  if (fields.some((field) => field.given)) return sql`1`;
  const kept = fields.filter((field) => field.given === undefined);
  if (kept.length === 0) return sql`0`;
  return sql`(${sql.join(
    kept.map(({ column }) => sql`(${column} is not null and ${column} <> '')`),
    sql` or `,
  )})`;
}
