// Applies the migrations to the local D1 database (STATE_DIR, default .wrangler/state) with wrangler,
// which records them in its own d1_migrations table.
import { execFileSync } from "node:child_process";

const stateDir = process.env.STATE_DIR ?? ".wrangler/state";
execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir, "-c", "functions/wrangler.toml"], {
  stdio: ["ignore", "inherit", "inherit"],
  env: { ...process.env, CI: "true", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
});
