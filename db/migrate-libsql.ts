import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { fileURLToPath } from "node:url";

const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Applies db/migrations to a libSQL database (Turso in production, an embedded file in tests) with
 * drizzle's migrator, which records them in __drizzle_migrations. Never point it at a database that
 * wrangler migrated: the two keep separate ledgers.
 */
export async function migrateLibsql(url: string, authToken?: string) {
  const client = createClient(authToken ? { url, authToken } : { url });
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    client.close();
  }
}
