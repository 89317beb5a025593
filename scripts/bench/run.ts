// npm run bench: starts the API Worker (wrangler dev, loopback only) on a fresh database with the
// full reference data and the demo accounts, times each measurement of each suite, prints one line
// per measurement on stdout (`<name> n=<rows> p50=<ms> p95=<ms> ×floor=<ratio>`, the floor being
// GET /v1/health on the same server, measured first), then stops the server and removes
// the database. Setup logs go to stderr. Add a suite: a file beside this one exporting a BenchSuite,
// listed in SUITES.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "#db/seed/demo-accounts";
import { type BenchContext, type BenchSuite, FLOOR, runMeasurement } from "./measure";
import { companySearch } from "./companies";
import { referenceLookups } from "./reference-lookups";
import { jobOffers } from "./job-offers";
import { orderList } from "./orders";
import { smsSend } from "./sms";

const ALL_SUITES: BenchSuite[] = [referenceLookups, companySearch, smsSend, orderList, jobOffers];
/** `tsx scripts/bench/run.ts sms` runs only the suites whose name contains "sms". */
const SUITES = process.argv[2] ? ALL_SUITES.filter((suite) => suite.name.includes(process.argv[2]!)) : ALL_SUITES;

const HOST = "127.0.0.1";
const START_TIMEOUT_MS = 90_000;
/** The whole run stops by itself past this. */
const RUN_TIMEOUT_MS = 10 * 60_000;

const stateDir = mkdtempSync(join(tmpdir(), "bench-state-"));
const env = { ...process.env, STATE_DIR: stateDir, CI: "true", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const wranglerD1 = ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", stateDir, "-c", "functions/wrangler.toml"];

function setup(script: string) {
  // The child's stdout goes to our stderr: stdout carries only the measurement lines.
  execFileSync("npm", ["run", "--silent", script], { env, stdio: ["ignore", 2, 2] });
}

function countRows(table: string): number {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  const answer = JSON.parse(
    execFileSync("npx", [...wranglerD1, "--json", "--command", `SELECT count(*) AS n FROM ${table}`], {
      env,
      encoding: "utf8",
      stdio: ["ignore", "pipe", 2],
    }),
  ) as { results: { n: number }[] }[];
  return answer[0]?.results[0]?.n ?? 0;
}

function executeSql(sql: string) {
  const file = join(stateDir, `bulk-${Date.now()}.sql`);
  writeFileSync(file, sql);
  execFileSync("npx", [...wranglerD1, "--file", file], { env, stdio: ["ignore", 2, 2] });
  rmSync(file);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForHealth(baseUrl: string, exited: () => boolean) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("wrangler dev exited before answering");
    try {
      const response = await fetch(`${baseUrl}/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not answer on ${baseUrl} within ${START_TIMEOUT_MS / 1000} s`);
}

async function signIn(baseUrl: string): Promise<string> {
  const account = DEMO_ACCOUNTS[0];
  if (!account) throw new Error("no demo account to sign in with");
  const response = await fetch(`${baseUrl}/v1/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

let server: ReturnType<typeof spawn> | undefined;
let serverExited = false;

function stopServer() {
  if (!server?.pid || serverExited) return;
  try {
    // Its own process group: wrangler's workerd child stops with it (TOOLCHAIN.md).
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

const watchdog = setTimeout(() => {
  console.error(`bench: stopped after ${RUN_TIMEOUT_MS / 60_000} minutes`);
  stopServer();
  process.exit(1);
}, RUN_TIMEOUT_MS);

try {
  console.error(`bench: preparing a database in ${stateDir}`);
  setup("db:migrate:local");
  setup("db:load-reference");
  setup("db:seed:local");

  const preparing: BenchContext = { baseUrl: "", token: "", countRows, executeSql };
  for (const suite of SUITES) {
    console.error(`bench: preparing ${suite.name}`);
    suite.prepare?.(preparing);
  }

  const [port, inspectorPort] = [await freePort(), await freePort()];
  const baseUrl = `http://${HOST}:${port}`;
  server = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "-c",
      "functions/wrangler.toml",
      "--persist-to",
      stateDir,
      "--ip",
      HOST,
      "--port",
      String(port),
      "--inspector-port",
      String(inspectorPort),
      // The top level of functions/wrangler.toml names no environment (decision 0043): this is a local run.
      "--var",
      "ENVIRONMENT:development",
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
    ],
    { env, detached: true, stdio: ["ignore", 2, 2] },
  );
  server.on("exit", () => (serverExited = true));
  await waitForHealth(baseUrl, () => serverExited);

  const context: BenchContext = { baseUrl, token: await signIn(baseUrl), countRows, executeSql };
  console.log(await runMeasurement(context, FLOOR));
  for (const suite of SUITES) {
    console.error(`bench: ${suite.name}`);
    for (const measurement of suite.measurements(context)) console.log(await runMeasurement(context, measurement));
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
  stopServer();
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(stateDir, { recursive: true, force: true });
}
