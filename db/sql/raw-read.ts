import type { Database } from "../client";
import type { SqlText } from "./sql-text";

// Reads of the hot paths (the caller's session and access, the worker list, the worker file, the order
// list) whose text is written once: they go to the driver as text and values. Through drizzle, each
// one was turned back into a query object and its text rebuilt, chunk by chunk, on every request
// (about 0.7 ms for the name search's statements, a quarter of a floor). Rows come back as
// drizzle's raw `db.all` answers them, one object per row keyed by column name, on D1 and on libSQL.

type Row = Record<string, unknown>;

interface D1Client {
  prepare(sql: string): D1Statement;
  batch(statements: D1Statement[]): Promise<{ results: unknown[] }[]>;
}
interface D1Statement {
  bind(...values: unknown[]): D1Statement;
  all(): Promise<{ results: unknown[] }>;
}
interface LibsqlResult {
  columns: string[];
  rows: ArrayLike<unknown>[];
}
interface LibsqlClient {
  execute(statement: { sql: string; args: unknown[] }): Promise<LibsqlResult>;
  batch(statements: { sql: string; args: unknown[] }[], mode: "read"): Promise<LibsqlResult[]>;
}

/** The driver drizzle was given (createD1Database, createLibsqlDatabase); its type does not say so. */
function clientOf(db: Database): { d1: D1Client } | { libsql: LibsqlClient } {
  const client = (db as unknown as { $client?: Partial<D1Client & LibsqlClient> }).$client;
  if (client && typeof client.prepare === "function") return { d1: client as D1Client };
  if (client && typeof client.execute === "function") return { libsql: client as LibsqlClient };
  throw new Error("readRaw: the database has neither a D1 nor a libSQL client");
}

function rowsOf({ columns, rows }: LibsqlResult): Row[] {
  return rows.map((values) => Object.fromEntries(columns.map((column, index) => [column, values[index]])));
}

/** The rows of one statement. */
export async function readRaw<Answer extends Row = Row>(db: Database, statement: SqlText): Promise<Answer[]> {
  const client = clientOf(db);
  if ("d1" in client) {
    const { results } = await client.d1
      .prepare(statement.sql)
      .bind(...statement.params)
      .all();
    return results as Answer[];
  }
  return rowsOf(await client.libsql.execute({ sql: statement.sql, args: statement.params })) as Answer[];
}

/** The rows of each statement, read in one round trip (one batch: one transaction). */
export async function readRawBatch<const Statements extends readonly SqlText[]>(
  db: Database,
  statements: Statements,
): Promise<{ [Index in keyof Statements]: Row[] }> {
  const client = clientOf(db);
  if ("d1" in client) {
    const { d1 } = client;
    const results = await d1.batch(statements.map(({ sql, params }) => d1.prepare(sql).bind(...params)));
    return results.map(({ results: rows }) => rows as Row[]) as { [Index in keyof Statements]: Row[] };
  }
  const sets = await client.libsql.batch(
    statements.map(({ sql, params }) => ({ sql, args: params })),
    "read",
  );
  return sets.map(rowsOf) as { [Index in keyof Statements]: Row[] };
}
