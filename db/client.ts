import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";

/**
 * The database handle every data-access function takes first. D1 and libSQL share drizzle's
 * async SQLite query builder and `batch`, so one type serves both (see db/client-libsql.ts).
 */
export type Database = DrizzleD1Database;

export function createD1Database(binding: Parameters<typeof drizzle>[0]): Database {
  return drizzle(binding);
}

/** A statement that can go into `db.batch([...])` with others, so they commit together. */
export type BatchItem = Parameters<Database["batch"]>[0][number];
