import { defineConfig } from "drizzle-kit";

// Migrations are generated here and applied by wrangler (D1) or by scripts/migrate-turso.ts (libSQL).
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema/*.ts",
  out: "./db/migrations",
});
