// npm start: installs what is missing, migrates the local database, seeds the demo data when it is
// empty, then serves the whole app (web, /v1, queue consumer, notifications) in workerd on :5173.
import { execSync, spawn } from "node:child_process";
import { ensureInstall } from "./ensure-install.mjs";

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

ensureInstall();
execSync("npm run --silent db:migrate:local", { stdio: "inherit" });
execSync("npm run --silent db:load-reference", { stdio: "inherit" });
execSync("npm run --silent db:seed:local", { stdio: "inherit" });

console.log("\nStarting on http://localhost:5173 — demo accounts in README.md (password demo1234)\n");
// Its own process group, so Ctrl-C stops workerd too (TOOLCHAIN.md: workerd outlives a plain kill).
const server = spawn("npm", ["run", "--silent", "dev"], { stdio: "inherit", detached: true });
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 0));
