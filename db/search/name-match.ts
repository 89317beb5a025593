import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { workers } from "../schema/workers";

/**
 * An FTS5 MATCH expression for names, built so no user text is ever read as FTS syntax: each word is a
 * quoted string (inner quotes doubled) with a prefix star, the words of one name must all match, and
 * the names are alternatives: [["jean", "dup"], ["martin"]] → ("jean"* "dup"*) OR ("martin"*).
 * Operators typed by the user (AND, OR, NOT, NEAR, *, ^, :) stay inside quotes, so they are plain words.
 */
export function nameMatchExpression(names: readonly (readonly string[])[]): string {
  return names.map((words) => `(${words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(" ")})`).join(" OR ");
}

/**
 * Workers whose first, last or maiden name matches (workers_name_fts, migration 0003, accent-insensitive):
 * the expression of nameMatchExpression, or its placeholder in a statement written once.
 */
export function workerNamesMatch(expression: string | Placeholder): SQL {
  return sql`${workers.id} in (select rowid from workers_name_fts where workers_name_fts match ${expression})`;
}
