// npm run deploy -- --env staging|production
// Builds the three Workers for the chosen environment, applies pending D1 migrations remotely, then
// deploys the API and queue Workers before the web Worker that binds to them.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureInstall } from "../scripts/ensure-install.mjs";

const envIndex = process.argv.indexOf("--env");
const environment = envIndex > 0 ? process.argv[envIndex + 1] : undefined;
if (environment !== "staging" && environment !== "production") {
  console.error("usage: npm run deploy -- --env staging|production");
  process.exit(2);
}
const dryRun = process.argv.includes("--dry-run");

ensureInstall();

function run(command, extraEnv = {}) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: "inherit", env: { ...process.env, ...extraEnv } });
}

// The vite plugin reads CLOUDFLARE_ENV at build time and writes each Worker's resolved config.
run("npx react-router build", { CLOUDFLARE_ENV: environment });
const outputs = ["dist/interim_functions/wrangler.json", "dist/interim_queues/wrangler.json", "build/server/wrangler.json"];
for (const output of outputs) if (!existsSync(output)) throw new Error(`missing build output ${output}`);

if (!dryRun) run(`npx wrangler d1 migrations apply DB --remote --env ${environment} -c functions/wrangler.toml`);
for (const output of outputs) run(`npx wrangler deploy -c ${output}${dryRun ? " --dry-run" : ""}`);
