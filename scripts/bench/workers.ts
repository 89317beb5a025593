// Benchmark of the worker list, the name search and the worker file at 100,000 workers in one space,
// beside their limits:
//   npx tsx scripts/bench/workers.ts
// Creates a fresh local D1 in a temporary folder, bulk-inserts generated workers with multi-row INSERTs
// (wrangler d1 execute --file), builds the web app, then starts the API Worker (`wrangler dev`) and the
// web app (`vite preview`, which runs the API beside it) on loopback against that database, signs in and
// times, interleaved (a slice of each measurement in turn, so a load on the machine falls on all alike):
//   floor.health        GET /v1/health: HTTP + workerd, no work (the floor)
//   workers.*           the API endpoints
//   workers.*.sql       the same statements the endpoint sends to D1 (session and access included),
//                       timed in this process on the same SQLite file (node:sqlite): the SQL's own cost
//   page.workers*       the server-rendered pages /workers and /workers/{id}
// One line per measurement, `<name> n=<workers> p50=<ms> p95=<ms> ×floor=<p50 ratio>`, then the ratios:
// each endpoint to the floor against its target and to its SQL. A missed target is reported, not fatal.
// Then 30 seconds of load (16 requests in flight over the list, the search, the file and the page):
// requests per second, p95 and errors, an error failing the run.
// BENCH_SKIP_BUILD=1 serves the build/ already there; BENCH_KEEP=1 keeps the database; BENCH_HTTP_ONLY=1
// times the HTTP measurements only.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { callerWithAccessStatement } from "#db/auth/find-caller-with-access";
import { generateWorkers, LILLE_TOWNS, LYON_TOWNS, workersInsertSql, type Town } from "#db/seed/demo-workers";
import { insertStatement } from "#db/seed/sql-literal";
import * as workerFile from "#db/workers/get-worker-file";
import { sqlWriter, type SqlText } from "#db/sql/sql-text";
import { listWorkersQueries, type ListWorkersOptions } from "#db/workers/list-workers";
import { hashPassword } from "#domain/auth/password-hash";
import { ListWorkersQuerySchema, workerSortOf } from "#domain/workers/list-workers-query";
import { SESSION_COOKIE } from "#functions/src/auth/session-cookie";
import { openLocalD1, timeStatements } from "./in-process-sql";
import { LOAD_SECONDS, measureLoad, type LoadRequest } from "./load";

const REQUESTS = 300;
const WARMUP = 20;
/** Each measurement is timed in this many slices, taken in turn with the other measurements. */
const ROUNDS = 10;
const WORKER_COUNT = 100_000;
const WORKERS_PER_FILE = 20_000;
const SPACE_ID = 1;
const EMAIL = "bench@bench.interim.test";
const PASSWORD = "bench-password";
const LYON = { lat: 45.764, lng: 4.8357 };

/** Towns all over France: a third of the workers around Lyon, the rest elsewhere. */
const FRANCE: readonly Town[] = [
  ...LYON_TOWNS,
  ...LILLE_TOWNS,
  ...(
    [
      ["Paris", "75011", 48.8574, 2.3795],
      ["Marseille", "13001", 43.2965, 5.3698],
      ["Toulouse", "31000", 43.6045, 1.444],
      ["Nice", "06000", 43.7034, 7.2663],
      ["Nantes", "44000", 47.2184, -1.5536],
      ["Strasbourg", "67000", 48.5734, 7.7521],
      ["Montpellier", "34000", 43.6119, 3.8772],
      ["Bordeaux", "33000", 44.8378, -0.5792],
      ["Rennes", "35000", 48.1173, -1.6778],
      ["Reims", "51100", 49.2583, 4.0317],
      ["Le Havre", "76600", 49.4944, 0.1079],
      ["Toulon", "83000", 43.1242, 5.928],
      ["Grenoble", "38000", 45.1885, 5.7245],
      ["Dijon", "21000", 47.322, 5.0415],
      ["Angers", "49000", 47.4784, -0.5632],
      ["Nîmes", "30000", 43.8367, 4.3601],
      ["Clermont-Ferrand", "63000", 45.7772, 3.087],
      ["Tours", "37000", 47.3941, 0.6848],
      ["Limoges", "87000", 45.8336, 1.2611],
      ["Metz", "57000", 49.1193, 6.1757],
      ["Besançon", "25000", 47.2378, 6.0241],
      ["Perpignan", "66000", 42.6887, 2.8948],
      ["Orléans", "45000", 47.9029, 1.9093],
      ["Rouen", "76000", 49.4432, 1.0999],
      ["Caen", "14000", 49.1829, -0.3707],
      ["Brest", "29200", 48.3904, -4.4861],
    ] as const
  ).map(([name, postalCode, latitude, longitude]) => ({ name, postalCode, latitude, longitude })),
];

// Local dev records a trace of every request (X_LOCAL_OBSERVABILITY) and serves a data explorer: both
// are development aids that a deployed Worker does not have, so the bench turns them off.
const wranglerEnv = {
  ...process.env,
  CI: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  X_LOCAL_OBSERVABILITY: "false",
  X_LOCAL_EXPLORER: "false",
};

function executeSql(stateDir: string, file: string) {
  execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", stateDir, "-c", "functions/wrangler.toml", "--file", file, "--yes"],
    { env: wranglerEnv, stdio: ["ignore", "ignore", "inherit"] },
  );
}

async function seedAccount(stateDir: string) {
  const now = Date.now();
  const sql = [
    insertStatement("spaces", { id: SPACE_ID, name: "Intérim Lyon (bench)", url: "bench", created_at: now, updated_at: now }),
    insertStatement("users", {
      id: 1,
      email: EMAIL,
      first_name: "Bench",
      last_name: "Agent",
      password_hash: await hashPassword(PASSWORD),
      created_at: now,
      updated_at: now,
    }),
    insertStatement("user_spaces", { user_id: 1, space_id: SPACE_ID }),
  ].join("\n");
  const file = join(stateDir, "account.sql");
  writeFileSync(file, sql);
  executeSql(stateDir, file);
}

/** Workers [from, to) of the space, in files of 20,000 (FTS triggers fire on every row). */
function insertWorkers(stateDir: string, from: number, to: number) {
  for (let start = from; start < to; start += WORKERS_PER_FILE) {
    const count = Math.min(WORKERS_PER_FILE, to - start);
    const workers = generateWorkers({
      spaceId: SPACE_ID,
      count,
      firstId: start + 1,
      towns: FRANCE,
      now: Date.now(),
      seed: start + 1,
      availabilityShare: 0.3,
      archivedShare: 0.05,
    });
    const file = join(stateDir, `workers-${start}.sql`);
    writeFileSync(file, workersInsertSql(workers).join("\n"));
    executeSql(stateDir, file);
    rmSync(file);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function startServer(stateDir: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const inspectorPort = await freePort();
  // Its own process group, so stopping it stops workerd too.
  const child = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "-c",
      "functions/wrangler.toml",
      "--persist-to",
      stateDir,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(inspectorPort),
      "--var",
      "ENVIRONMENT:test",
      "--show-interactive-dev-session=false",
    ],
    { env: wranglerEnv, stdio: "ignore", detached: true },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${origin}/v1/health`)).ok) return { child, origin };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopServer(child);
  throw new Error("wrangler dev did not answer within 60 s");
}

function stopServer(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

async function signIn(origin: string) {
  const response = await fetch(`${origin}/v1/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function startWebPreview(stateDir: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn("npx", ["vite", "preview", "--port", String(port), "--strictPort", "--host", "127.0.0.1"], {
    env: { ...wranglerEnv, STATE_DIR: stateDir, PORT: String(port) },
    stdio: "ignore",
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 480; attempt++) {
    try {
      if ((await fetch(`${origin}/v1/health`)).ok) return { child, origin };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopServer(child);
  throw new Error("vite preview did not answer within 120 s");
}

interface Measurement extends LoadRequest {
  timings: number[];
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function httpMeasurement(name: string, origin: string, headers: Record<string, string>, pathOf: (index: number) => string): Measurement {
  return {
    name,
    timings: [],
    async sample(index) {
      const path = pathOf(index);
      const started = performance.now();
      const response = await fetch(`${origin}${path}`, { headers, redirect: "manual" });
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`${name}: ${path} answered ${response.status}`);
      return elapsed;
    },
  };
}

function sqlMeasurement(name: string, database: DatabaseSync, statementsOf: (index: number) => SqlText[]): Measurement {
  return { name, timings: [], sample: async (index) => timeStatements(database, statementsOf(index)) };
}

/** The list's options for a query string, as GET /v1/workers builds them (no postal-code point). */
function listOptionsOf(search: string, now: Date): ListWorkersOptions {
  const query = ListWorkersQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
  const near =
    query.near_lat !== undefined && query.near_lng !== undefined
      ? { latitude: query.near_lat, longitude: query.near_lng, radiusKm: query.distance_km }
      : undefined;
  return {
    spaceId: SPACE_ID,
    filters: {
      names: query.names,
      contact: query.contact,
      states: query.state,
      favoriteJob: query.favorite_job,
      transport: query.transport,
      near,
      archived: query.archived,
    },
    sort: workerSortOf(query),
    page: query.page,
    perPage: query.per_page,
    now,
  };
}

const NAMES = ["dupont", "mart", "nguyen", "camille", "lef", "ber", "diallo", "hél"];
const TARGETS: [name: string, maxRatio: number][] = [
  ["workers.list", 2],
  ["workers.file", 2],
  ["workers.list.names", 2.5],
  ["page.workers.file", 3],
];

function measurementsOf(api: string, web: string, token: string, database: DatabaseSync): Measurement[] {
  const bearer = { Authorization: `Bearer ${token}` };
  const cookie = { Cookie: `${SESSION_COOKIE}=${token}` };
  const tokenHash = createHash("sha256").update(token).digest("hex");
  const writer = sqlWriter();
  const caller = () => callerWithAccessStatement(tokenHash, new Date());
  const list = (search: string) => {
    const queries = listWorkersQueries(writer, listOptionsOf(search, new Date()));
    return [caller(), queries.cards.toSQL(), queries.count.toSQL()];
  };
  const searches: [name: string, search: (index: number) => string][] = [
    ["workers.list", () => ""],
    ["workers.list.names", (i) => `names=${encodeURIComponent(NAMES[i % NAMES.length]!)}`],
    ["workers.list.state", () => "state=employee"],
    ["workers.list.distance", () => `near_lat=${LYON.lat}&near_lng=${LYON.lng}&distance_km=50`],
  ];
  const workerId = (i: number) => 1 + ((i * 7919) % WORKER_COUNT);
  // BENCH_HTTP_ONLY=1 leaves the in-process SQL out: to time an older version of the code, whose
  // statements these are not.
  const withSql = !process.env.BENCH_HTTP_ONLY;
  return [
    httpMeasurement("floor.health", api, {}, () => "/v1/health"),
    ...searches.flatMap(([name, search]) => [
      httpMeasurement(name, api, bearer, (i) => `/v1/workers?space_id=${SPACE_ID}${search(i) ? `&${search(i)}` : ""}`),
      ...(withSql ? [sqlMeasurement(`${name}.sql`, database, (i) => list(search(i)))] : []),
    ]),
    httpMeasurement("workers.file", api, bearer, (i) => `/v1/workers/${workerId(i)}`),
    ...(withSql ? [sqlMeasurement("workers.file.sql", database, (i) => [caller(), workerFile.workerFileStatement(workerId(i))])] : []),
    httpMeasurement("floor.web.health", web, {}, () => "/v1/health"),
    httpMeasurement("page.workers", web, cookie, () => "/workers"),
    httpMeasurement("page.workers.file", web, cookie, (i) => `/workers/${workerId(i)}`),
  ];
}

async function measureInterleaved(measurements: Measurement[]) {
  for (const measurement of measurements) for (let i = 0; i < WARMUP; i++) await measurement.sample(i);
  const perRound = Math.ceil(REQUESTS / ROUNDS);
  for (let round = 0; round < ROUNDS; round++) {
    for (const measurement of measurements) {
      for (let i = 0; i < perRound; i++) measurement.timings.push(await measurement.sample(WARMUP + round * perRound + i));
    }
  }
  const p50s = new Map<string, number>();
  for (const { name, timings } of measurements) {
    timings.sort((a, b) => a - b);
    p50s.set(name, percentile(timings, 50));
  }
  const floor = p50s.get("floor.health")!;
  for (const { name, timings } of measurements) {
    const ratio = name.endsWith(".sql") ? "" : ` ×floor=${(percentile(timings, 50) / floor).toFixed(1)}`;
    console.log(`${name} n=${WORKER_COUNT} p50=${percentile(timings, 50).toFixed(2)} p95=${percentile(timings, 95).toFixed(2)}${ratio}`);
  }
  for (const [name, maxRatio] of TARGETS) {
    const ratio = p50s.get(name)! / floor;
    console.log(`${name} p50 ×${ratio.toFixed(2)} the floor, target ≤${maxRatio}× ${ratio <= maxRatio ? "ok" : "MISSED"}`);
  }
  for (const [name, p50] of p50s) {
    const sql = p50s.get(`${name}.sql`);
    if (sql !== undefined) console.log(`${name} p50 ×${(p50 / sql).toFixed(1)} its SQL (${sql.toFixed(2)} ms)`);
  }
}

async function main() {
  const stateDir = mkdtempSync(join(tmpdir(), "bench-workers-"));
  const servers: ChildProcess[] = [];
  const stop = () => servers.forEach(stopServer);
  process.once("SIGINT", () => {
    stop();
    process.exit(130);
  });
  try {
    if (!process.env.BENCH_SKIP_BUILD)
      execFileSync("npm", ["run", "-s", "build"], { env: wranglerEnv, stdio: ["ignore", "ignore", "inherit"] });
    execFileSync("npm", ["run", "-s", "db:migrate:local"], {
      env: { ...wranglerEnv, STATE_DIR: stateDir },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await seedAccount(stateDir);
    insertWorkers(stateDir, 0, WORKER_COUNT);
    const api = await startServer(stateDir);
    servers.push(api.child);
    const web = await startWebPreview(stateDir);
    servers.push(web.child);
    const database = openLocalD1(stateDir);
    const measurements = measurementsOf(api.origin, web.origin, await signIn(api.origin), database);
    await measureInterleaved(measurements);
    if (LOAD_SECONDS > 0) await measureLoad(measurements, ["workers.list", "workers.list.names", "workers.file", "page.workers.file"]);
    database.close();
  } finally {
    stop();
    // BENCH_KEEP=1 leaves the database for EXPLAIN QUERY PLAN (wrangler d1 execute --persist-to <dir>).
    if (process.env.BENCH_KEEP) console.error(`bench: database kept in ${stateDir}`);
    else rmSync(stateDir, { recursive: true, force: true });
  }
}

await main();
