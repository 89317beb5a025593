import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import type { Database } from "./client";

/**
 * The production driver (Turso/libSQL). Its query builder and `batch` have the same surface as
 * D1's, which is what the shared `Database` type relies on; the Node test proves it on every run.
 */
export function createLibsqlDatabase(url: string, authToken?: string): Database {
  const client = createClient(authToken ? { url, authToken } : { url });
  return drizzle(client) as unknown as Database;
}
