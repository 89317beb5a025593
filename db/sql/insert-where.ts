import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "../client";

type Values<T extends SQLiteTable> = Partial<T["$inferInsert"]>;

/**
 * `INSERT INTO table SELECT <values> WHERE <condition>`: a row written only if the condition holds when
 * the statement runs, so a check and its write cannot be separated by another request (a clash, a
 * maximum, a duplicate). Columns left out take their default, as a plain insert would.
 */
export function insertWhere<T extends SQLiteTable>(db: Database, table: T, values: Values<T>, condition: SQL) {
  const given = values as Record<string, unknown>;
  // The same columns, in the same order, as drizzle's INSERT … SELECT lists (generated ones left out).
  const selected = Object.entries(getTableColumns(table))
    .filter(([, column]) => (column as SQLiteColumn).generated === undefined)
    .map(([key, column]) => valueOf(column as SQLiteColumn, given[key]));
  return db.insert(table).select(sql`select ${sql.join(selected, sql`, `)} where ${condition}`);
}

function valueOf(column: SQLiteColumn, value: unknown): SQL {
  let resolved = value;
  if (resolved === undefined) resolved = column.defaultFn ? column.defaultFn() : column.default;
  if (resolved === undefined || resolved === null) return sql`null`;
  if (typeof resolved === "object" && resolved !== null && "getSQL" in resolved) return (resolved as { getSQL(): SQL }).getSQL();
  // The column's own encoder: timestamps to epoch ms, booleans to 0/1, JSON to text.
  return sql`${sql.param(resolved, column)}`;
}
