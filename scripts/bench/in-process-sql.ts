// The physical limit of an endpoint: the very statements it sends to D1, timed in this process on the
// same SQLite file (node:sqlite), without HTTP, workerd, D1's round trips or JavaScript in the Worker.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { SqlText } from "#db/sql/sql-text";

/** The local D1 database of a `--persist-to` folder: the one SQLite file holding the workers table. */
export function openLocalD1(stateDir: string): DatabaseSync {
  const folder = join(stateDir, "v3", "d1", "miniflare-D1DatabaseObject");
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".sqlite"))) {
    const database = new DatabaseSync(join(folder, file), { readOnly: true });
    if (database.prepare("select 1 from sqlite_master where name = 'workers'").get()) return database;
    database.close();
  }
  throw new Error(`no local D1 database with a workers table in ${folder}`);
}

/** Runs the statements one after the other (every row read, as D1 would), answers the time in ms. */
export function timeStatements(database: DatabaseSync, statements: readonly SqlText[]): number {
  const started = performance.now();
  for (const statement of statements) database.prepare(statement.sql).all(...(statement.params as (string | number | null)[]));
  return performance.now() - started;
}
