// Serves the built app for the browser tests on a fresh database of its own, seeded with the demo data.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";

const port = process.env.E2E_PORT ?? "5174";
const env = {
  ...process.env,
  STATE_DIR: ".wrangler/e2e-state",
  PORT: port,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
};

rmSync(".wrangler/e2e-state", { recursive: true, force: true });
const run = (args: string[]) => execFileSync("npm", ["run", "--silent", ...args], { env, stdio: "inherit" });
run(["db:migrate:local"]);
run(["db:load-reference"]);
run(["db:seed:local"]);
if (!process.env.E2E_SKIP_BUILD) run(["build"]);

const server = spawn("npx", ["vite", "preview", "--port", port, "--strictPort"], { env, stdio: "inherit" });
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
