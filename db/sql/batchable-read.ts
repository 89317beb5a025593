import type { SQL } from "drizzle-orm";
import type { Database } from "../client";

/**
 * A raw read (`db.all`) that can go into `db.batch` with its parameters. drizzle's D1 batch binds each
 * item's parameters on the statement its builders prepare (`stmt`), which a raw read does not have (it
 * fails with "reading 'bind'"): the read gets it here, prepared on the D1 binding. libSQL's batch sends
 * the text and parameters itself and needs nothing.
 */
export function batchableRead<Row>(db: Database, statement: SQL) {
  const read = db.all<Row>(statement);
  // drizzle() puts the binding there; its type does not say so.
  const client = (db as { $client?: { prepare?: (text: string) => unknown } }).$client;
  if (typeof client?.prepare === "function") Object.assign(read, { stmt: client.prepare(read.getQuery().sql) });
  return read;
}
