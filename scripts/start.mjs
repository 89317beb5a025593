// npm start: installs what is missing, migrates the local database, seeds the demo data when it is
// empty, builds the app, then serves the build (web, /v1, queue consumer, notifications) in workerd
// with `vite preview` on :5173 (PORT). Serving the build rather than the dev server is what makes the
// very first request answer as every later one does: the dev server discovers dependencies while it
// serves and re-optimises them, failing the requests in flight (decision 0014). `npm run dev` keeps
// hot reload for whoever edits the code.
// A restart skips each step whose inputs did not change (scripts/start-stamps.mjs), and the database's
// steps run while the app builds (decision 0045). The queues Worker's cron fires on its schedule
// (scripts/local-cron.mjs), so time-based work happens locally as deployed.
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { ensureInstall } from "./ensure-install.mjs";
import { startLocalCron } from "./local-cron.mjs";
import { BUILD_INPUTS, buildIsCurrent, DATABASE_INPUTS, databaseStamp, hashOfInputs, recordBuild } from "./start-stamps.mjs";

const started = Date.now();
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";
// The build writes PUBLIC_APP_URL (links in e-mails) for this port, and preview serves on it.
process.env.PORT ??= "5173";
process.env.STATE_DIR ??= ".wrangler/state";
// Each copy its own registry of local Workers, beside its database: two copies (another PORT and
// STATE_DIR) never bind to each other's Workers, and one's queue consumer never takes the other's jobs.
process.env.MINIFLARE_REGISTRY_PATH ??= resolve(process.env.STATE_DIR, "registry");
// A deploy build (CLOUDFLARE_ENV) would serve staging's or production's config: always the local one.
delete process.env.CLOUDFLARE_ENV;

ensureInstall();

function run(script) {
  return new Promise((done, fail) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`npm run ${script} exited with ${code}`))));
  });
}

async function prepareDatabase() {
  const stamp = databaseStamp(process.env.STATE_DIR);
  const steps = [
    ["migrations", "db:migrate:local", hashOfInputs(DATABASE_INPUTS.migrations)],
    ["reference", "db:load-reference", hashOfInputs(DATABASE_INPUTS.reference)],
    ["seed", "db:seed:local", "seeded"],
  ];
  for (const [step, script, hash] of steps) {
    if (stamp.isCurrent(step, hash)) continue;
    await run(script);
    stamp.record(step, hash);
  }
}

async function buildApp() {
  const hash = hashOfInputs(BUILD_INPUTS, `PORT=${process.env.PORT}`);
  if (buildIsCurrent(hash)) return console.log("build: unchanged since the last npm start, kept");
  await run("build");
  recordBuild(hash);
}

try {
  // The build does not read the database: both go at once.
  await Promise.all([prepareDatabase(), buildApp()]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const url = `http://localhost:${process.env.PORT}`;
console.log(
  `\nStarting on ${url} (prepared in ${Math.round((Date.now() - started) / 1000)} s) — demo accounts in README.md (password demo1234)\n`,
);
// Its own process group, so Ctrl-C stops workerd too (TOOLCHAIN.md: workerd outlives a plain kill).
const server = spawn("npm", ["run", "--silent", "preview"], { stdio: "inherit", detached: true });
const stopCron = startLocalCron({ origin: url });
const stop = () => {
  stopCron();
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 0));
