import { drizzle } from "drizzle-orm/d1";
import type { Database } from "../client";

// A statement as text and parameters: what the hot paths send to the driver (raw-read.ts), and what the
// bench times with node:sqlite.

export interface SqlText {
  sql: string;
  params: unknown[];
}

/** A drizzle handle that only writes SQL (a query's toSQL()); nothing can run through it. */
export function sqlWriter(): Database {
  return drizzle({} as Parameters<typeof drizzle>[0]);
}
