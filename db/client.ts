import type { SQL } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";

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

/** A statement that can go into `db.batch([...])` with others, so they commit together. */
export type BatchItem = Parameters<Database["batch"]>[0][number];

/** Runs statements assembled at run time in one batch (one transaction); nothing for an empty list. */
export async function runBatch(db: Database, statements: BatchItem[]) {
  if (statements.length === 0) return [];
  return db.batch(statements as [BatchItem, ...BatchItem[]]);
}
