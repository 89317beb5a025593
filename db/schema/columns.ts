import { sql, type SQL } from "drizzle-orm";
import { check, integer } from "drizzle-orm/sqlite-core";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

// Shared column shapes. Timestamps are epoch milliseconds set by the application, so D1 and libSQL
// behave the same whatever SQLite version runs underneath. They have no default: every write gives
// the instant of its operation (context.now), so one operation stamps all its rows alike and a test
// that sets the clock sees it everywhere.

export function createdAt() {
  return integer("created_at", { mode: "timestamp_ms" }).notNull();
}

/** Set by every write that changes what an edit form shows (decision 0013: it is the row's version). */
export function updatedAt() {
  return integer("updated_at", { mode: "timestamp_ms" }).notNull();
}

export function timestamps() {
  return { created_at: createdAt(), updated_at: updatedAt() };
}

export function deletedAt() {
  return integer("deleted_at", { mode: "timestamp_ms" });
}

export function archivedAt() {
  return integer("archived_at", { mode: "timestamp_ms" });
}

export function flag(name: string) {
  return integer(name, { mode: "boolean" }).notNull().default(false);
}

/** A CHECK constraint that keeps a text column within one of the spec's enumerations. */
export function enumCheck(name: string, column: SQLiteColumn, values: readonly (string | number)[]) {
  const list = values.map((value) => (typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`)).join(", ");
  return check(name, sql`${column} in (${sql.raw(list)})` as SQL);
}
