import { sql, type SQL } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * The database handle every data-access function takes first. D1 and libSQL share drizzle's
 * async SQLite query builder and `batch`, so one type serves both (see db/client-libsql.ts).
 */
export type Database = DrizzleD1Database;

export function createD1Database(binding: Parameters<typeof drizzle>[0]): Database {
  return drizzle(binding);
}

/**
 * A user (or other row) id known only inside a batch: a subquery finding a row created earlier in
 * the same batch, so dependent rows can be written in the same transaction.
 */
export type IdRef = number | SQL<number>;

/**
 * The id of the row inserted into `table` earlier in the same batch, for a table without a natural key
 * to find it by (a user has their e-mail). A batch is one transaction and SQLite writes one at a time,
 * so no other insert comes in between, and a new row's id is above every id already in the table.
 * Valid until the batch inserts another row into that table.
 */
export function insertedIdRef(table: SQLiteTable & { id: AnySQLiteColumn }): IdRef {
  return sql<number>`(select max(${table.id}) from ${table})`;
}

/** A statement that can go into `db.batch([...])` with others, so they commit together. */
export type BatchItem = Parameters<Database["batch"]>[0][number];

/** Runs statements assembled at run time in one batch (one transaction); nothing for an empty list. */
export async function runBatch(db: Database, statements: BatchItem[]) {
  if (statements.length === 0) return [];
  return db.batch(statements as [BatchItem, ...BatchItem[]]);
}
