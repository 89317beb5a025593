// npm run db:migrate:turso — applies the migrations to the libSQL/Turso database named by
// TURSO_DATABASE_URL (libsql://…, https://… or file:…) with TURSO_AUTH_TOKEN when it needs one.
import { migrateLibsql } from "#db/migrate-libsql";

const url = process.env.TURSO_DATABASE_URL;
if (!url) {
  console.error("TURSO_DATABASE_URL is not set (for example libsql://interim-prod.turso.io or file:local.db)");
  process.exit(1);
}
await migrateLibsql(url, process.env.TURSO_AUTH_TOKEN);
console.log(`migrations applied to ${url.replace(/\/\/.*@/, "//")}`);
