import type { SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Database } from "../client";

// For tools that run a statement elsewhere than D1 (the bench times them with node:sqlite): the text
// and parameters drizzle would send.

export interface SqlText {
  sql: string;
  params: unknown[];
}

const dialect = new SQLiteAsyncDialect();

/** The text and parameters of a statement written with drizzle's `sql`. */
export function textOf(statement: SQL): SqlText {
  return dialect.sqlToQuery(statement);
}

/** A drizzle handle that only writes SQL (a query's toSQL()); nothing can run through it. */
export function sqlWriter(): Database {
  return drizzle({} as Parameters<typeof drizzle>[0]);
}
