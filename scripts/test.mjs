// npm test: the whole suite on a fresh machine. Installs what is missing (dependencies, Debian's
// Chromium unless CHROMIUM_PATH names one), then runs typecheck, lint, the formatting check
// (Prettier), Node unit tests, tests inside workerd, the first requests after `npm start` (on
// FIRST_REQUESTS_PORT, by default the browser tests' E2E_PORT) and browser tests, and prints one closing
// line with the totals.
import { execSync, spawnSync } from "node:child_process";
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

const steps = [
  ["typecheck", "npm run --silent typecheck"],
  ["lint", "npm run --silent lint"],
  ["format", "npm run --silent format:check"],
  ["unit (Node)", "npm run --silent test:unit -- --reporter=default --reporter=json --outputFile.json=reports/unit.json"],
  ["workers (workerd)", "npm run --silent test:workers -- --reporter=default --reporter=json --outputFile.json=reports/workers.json"],
  ["first requests (npm start)", "npx tsx scripts/check-first-requests.ts"],
  ["browser (Chromium)", "npm run --silent test:e2e"],
];

const failedSteps = [];
for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { shell: true, stdio: "inherit", env: { ...process.env, CI: process.env.CI ?? "true" } });
  console.log(`=== ${name}: ${result.status === 0 ? "ok" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) failedSteps.push(name);
}

const totals = [readVitest("reports/unit.json"), readVitest("reports/workers.json"), readPlaywright("reports/e2e.json")].reduce(
  (sum, part) => ({ passed: sum.passed + part.passed, failed: sum.failed + part.failed, skipped: sum.skipped + part.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(", ")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);

function findOrInstallChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  console.log("Chromium not found: installing Debian's chromium package…");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: "inherit",
  });
  return "/usr/bin/chromium";
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
