// Serves the app for the browser tests on a fresh database of its own, seeded with the demo data.
// By default the built app (`vite preview`), as CI runs it. E2E_DEV=1 serves through the dev server
// instead: no build/ output is written, so several engineers can run browser tests at once, each on
// an E2E_PORT and database of their own.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { startLocalCron } from "./local-cron.mjs";
import { BUILD_INPUTS, buildIsCurrent, hashOfInputs, recordBuild } from "./start-stamps.mjs";

const port = process.env.E2E_PORT ?? "5174";
const stateDir = `.wrangler/e2e-state-${port}`;
const env = {
  ...process.env,
  STATE_DIR: stateDir,
  PORT: port,
  // Its own registry of local Workers (decision 0045): another copy of the app never takes its jobs.
  MINIFLARE_REGISTRY_PATH: process.env.MINIFLARE_REGISTRY_PATH ?? resolve(stateDir, "registry"),
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
};

rmSync(stateDir, { recursive: true, force: true });
const run = (args: string[]) => execFileSync("npm", ["run", "--silent", ...args], { env, stdio: "inherit" });
run(["db:migrate:local"]);
run(["db:load-reference"]);
run(["db:seed:local"]);

const devMode = Boolean(process.env.E2E_DEV);
// One build for the whole suite: npm test's first-requests check started the app on this same port just
// before (npm start builds for its port: the links in e-mails), so its build is reused when nothing changed.
if (!devMode && !process.env.E2E_SKIP_BUILD) {
  const hash = hashOfInputs(BUILD_INPUTS, `PORT=${port}`);
  if (!buildIsCurrent(hash)) {
    run(["build"]);
    recordBuild(hash);
  }
}
const command = devMode ? ["react-router", "dev", "--port", port, "--strictPort"] : ["vite", "preview", "--port", port, "--strictPort"];
// Same process group as this script: Playwright stops the whole group (workerd included) at the end.
const server = spawn("npx", command, { env, stdio: "inherit" });
// Time runs as with npm start: the queues Worker's cron fires on its schedule.
const stopCron = startLocalCron({ origin: `http://localhost:${port}` });
const stop = () => {
  stopCron();
  server.kill("SIGTERM");
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
