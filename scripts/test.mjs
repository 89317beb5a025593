// npm test: the whole suite on a fresh machine. Installs what is missing (dependencies, Debian's
// Chromium unless CHROMIUM_PATH names one), then runs typecheck, lint, the formatting check
// (Prettier) and Node unit tests beside the tests inside workerd, then the first requests after
// `npm start` (on FIRST_REQUESTS_PORT, by default the browser tests' E2E_PORT) and the browser tests,
// and prints one closing line with the totals.
import { execSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureInstall } from "./ensure-install.mjs";

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

ensureInstall();
process.env.CHROMIUM_PATH = findOrInstallChromium();

rmSync("reports", { recursive: true, force: true });
mkdirSync("reports", { recursive: true });

// The first-requests check and the browser tests serve on the same port one after the other, so the
// browser tests reuse the build `npm start` made for it (scripts/e2e-server.ts): one build per run.
process.env.E2E_PORT ??= "5174";
process.env.FIRST_REQUESTS_PORT ??= process.env.E2E_PORT;

const step = (name, command) => ({ name, command });
// The tests inside workerd leave part of the machine idle (vitest's own thread is their bound): the
// checks and the Node tests run beside them, each lane in order, each step's output printed whole.
const lanes = [
  [
    step("typecheck", "npm run --silent typecheck"),
    step("lint", "npm run --silent lint"),
    step("format", "npm run --silent format:check"),
    step("unit (Node)", "npm run --silent test:unit -- --reporter=default --reporter=json --outputFile.json=reports/unit.json"),
  ],
  [step("workers (workerd)", "npm run --silent test:workers -- --reporter=default --reporter=json --outputFile.json=reports/workers.json")],
];
// Then one at a time: both serve the app on E2E_PORT.
const serving = [
  step("first requests (npm start)", "npx tsx scripts/check-first-requests.ts"),
  step("browser (Chromium)", "npm run --silent test:e2e"),
];

const env = { ...process.env, CI: process.env.CI ?? "true" };
const failedSteps = [];
const runStarted = Date.now();

function report(name, started, status) {
  console.log(`=== ${name}: ${status === 0 ? "ok" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (status !== 0) failedSteps.push(name);
}

/** Runs a step with its output kept, and prints it in one piece once the step is over. */
function runBuffered({ name, command }) {
  return new Promise((done) => {
    const started = Date.now();
    const output = [];
    const child = spawn(command, { shell: true, env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => {
      console.log(`\n=== ${name}: ${command}`);
      process.stdout.write(Buffer.concat(output));
      report(name, started, status);
      done();
    });
  });
}

await Promise.all(
  lanes.map(async (lane) => {
    for (const laneStep of lane) await runBuffered(laneStep);
  }),
);
for (const { name, command } of serving) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  report(name, started, spawnSync(command, { shell: true, stdio: "inherit", env }).status);
}
console.log(`\n=== the whole run: ${Math.round((Date.now() - runStarted) / 1000)} s`);

const totals = [readVitest("reports/unit.json"), readVitest("reports/workers.json"), readPlaywright("reports/e2e.json")].reduce(
  (sum, part) => ({ passed: sum.passed + part.passed, failed: sum.failed + part.failed, skipped: sum.skipped + part.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(", ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);

/**
 * Debian's Chromium "old headless shell" (package chromium-headless-shell): the same Blink as the full
 * browser without its GPU process and windowing layers, what Playwright itself runs for headless tests;
 * the browser tests took a quarter less time with it than with the full `chromium` on this machine kind.
 */
function findOrInstallChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium-headless-shell"].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  console.log("Chromium's headless shell not found: installing Debian's chromium-headless-shell package…");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell`, {
    stdio: "inherit",
  });
  return "/usr/bin/chromium-headless-shell";
}

function readVitest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(file, "utf8"));
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function readPlaywright(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}
