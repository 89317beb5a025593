// Benchmark of the worker list and the worker file at 1,000 and 100,000 workers in one space.
//   npx tsx scripts/bench/workers.ts
// Starts the API Worker with `wrangler dev` on loopback against a fresh local D1 in a temporary folder,
// bulk-inserts generated workers with multi-row INSERTs (wrangler d1 execute --file), signs in, and
// times N sequential requests per measurement. Prints one line per measurement:
//   <name> n=<rows> p50=<ms> p95=<ms>
// then one summary line per measurement comparing the sizes:
//   <name> 1000→100000 p50 ×<ratio> p95 ×<ratio> targets: p95<50ms <ok|MISSED> p95≤2× <ok|MISSED>
// Then stops its server and removes its folder. Targets: p95 under 50 ms; at 100,000 within 2× of 1,000.
// A missed target is reported, not fatal: the exit code is non-zero only when the bench itself fails.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateWorkers, LILLE_TOWNS, LYON_TOWNS, workersInsertSql, type Town } from "../../db/seed/demo-workers";
import { insertStatement } from "../../db/seed/sql-literal";
import { hashPassword } from "../../domain/auth/password-hash";

const REQUESTS = 300;
const WARMUP = 20;
const SIZES = [1_000, 100_000] as const;
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
      ["Paris", "75011", 48.8574, 2.3795], ["Marseille", "13001", 43.2965, 5.3698], ["Toulouse", "31000", 43.6045, 1.444],
      ["Nice", "06000", 43.7034, 7.2663], ["Nantes", "44000", 47.2184, -1.5536], ["Strasbourg", "67000", 48.5734, 7.7521],
      ["Montpellier", "34000", 43.6119, 3.8772], ["Bordeaux", "33000", 44.8378, -0.5792], ["Rennes", "35000", 48.1173, -1.6778],
      ["Reims", "51100", 49.2583, 4.0317], ["Le Havre", "76600", 49.4944, 0.1079], ["Toulon", "83000", 43.1242, 5.928],
      ["Grenoble", "38000", 45.1885, 5.7245], ["Dijon", "21000", 47.322, 5.0415], ["Angers", "49000", 47.4784, -0.5632],
      ["Nîmes", "30000", 43.8367, 4.3601], ["Clermont-Ferrand", "63000", 45.7772, 3.087], ["Tours", "37000", 47.3941, 0.6848],
      ["Limoges", "87000", 45.8336, 1.2611], ["Metz", "57000", 49.1193, 6.1757], ["Besançon", "25000", 47.2378, 6.0241],
      ["Perpignan", "66000", 42.6887, 2.8948], ["Orléans", "45000", 47.9029, 1.9093], ["Rouen", "76000", 49.4432, 1.0999],
      ["Caen", "14000", 49.1829, -0.3707], ["Brest", "29200", 48.3904, -4.4861],
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
    const workers = generateWorkers({ spaceId: SPACE_ID, count, firstId: start + 1, towns: FRANCE, now: Date.now(), seed: start + 1, availabilityShare: 0.3, archivedShare: 0.05 });
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
    ["wrangler", "dev", "-c", "functions/wrangler.toml", "--persist-to", stateDir, "--ip", "127.0.0.1", "--port", String(port),
      "--inspector-port", String(inspectorPort), "--var", "ENVIRONMENT:test", "--show-interactive-dev-session=false"],
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

type Timing = { p50: number; p95: number };
/** Per measurement name, its percentiles at each size. */
const results = new Map<string, Map<number, Timing>>();

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(origin: string, token: string, name: string, rows: number, pathOf: (index: number) => string) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const timings: number[] = [];
  for (let index = 0; index < WARMUP + REQUESTS; index++) {
    const started = performance.now();
    const response = await fetch(`${origin}${pathOf(index)}`, { headers });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${name}: ${pathOf(index)} answered ${response.status}`);
    if (index >= WARMUP) timings.push(elapsed);
  }
  timings.sort((a, b) => a - b);
  const timing = { p50: percentile(timings, 50), p95: percentile(timings, 95) };
  results.set(name, (results.get(name) ?? new Map<number, Timing>()).set(rows, timing));
  console.log(`${name} n=${rows} p50=${timing.p50.toFixed(1)} p95=${timing.p95.toFixed(1)}`);
}

const P95_TARGET_MS = 50;
const GROWTH_TARGET = 2;

/** One line per measurement: how its times grew from the smallest size to the largest, against the targets. */
function printSummary() {
  const [small, large] = [SIZES[0], SIZES[1]];
  for (const [name, bySize] of results) {
    const [before, after] = [bySize.get(small), bySize.get(large)];
    if (!before || !after) continue;
    const p95Growth = after.p95 / before.p95;
    const verdict = (ok: boolean) => (ok ? "ok" : "MISSED");
    console.log(
      `${name} ${small}→${large} p50 ×${(after.p50 / before.p50).toFixed(2)} p95 ×${p95Growth.toFixed(2)} ` +
        `targets: p95<${P95_TARGET_MS}ms ${verdict(Math.max(before.p95, after.p95) < P95_TARGET_MS)} p95≤${GROWTH_TARGET}× ${verdict(p95Growth <= GROWTH_TARGET)}`,
    );
  }
}

const NAMES = ["dupont", "mart", "nguyen", "camille", "lef", "ber", "diallo", "hél"];

async function measureAll(origin: string, token: string, rows: number) {
  const list = `/v1/workers?space_id=${SPACE_ID}`;
  // BENCH_BASELINE=1 also times two calls that do no worker work: the floor of the local server.
  if (process.env.BENCH_BASELINE) {
    await measure(origin, "", "baseline.health", rows, () => "/v1/health");
    await measure(origin, token, "baseline.permissions", rows, () => "/v1/users/permissions");
  }
  await measure(origin, token, "workers.list", rows, () => list);
  await measure(origin, token, "workers.list.names", rows, (i) => `${list}&names=${encodeURIComponent(NAMES[i % NAMES.length]!)}`);
  await measure(origin, token, "workers.list.state", rows, () => `${list}&state=employee`);
  await measure(origin, token, "workers.list.distance", rows, () => `${list}&near_lat=${LYON.lat}&near_lng=${LYON.lng}&distance_km=50`);
  await measure(origin, token, "workers.file", rows, (i) => `/v1/workers/${1 + ((i * 7919) % rows)}`);
}

async function main() {
  const stateDir = mkdtempSync(join(tmpdir(), "bench-workers-"));
  let server: ChildProcess | undefined;
  const stop = () => server && stopServer(server);
  process.once("SIGINT", () => {
    stop();
    process.exit(130);
  });
  try {
    execFileSync("npm", ["run", "-s", "db:migrate:local"], { env: { ...wranglerEnv, STATE_DIR: stateDir }, stdio: ["ignore", "ignore", "inherit"] });
    await seedAccount(stateDir);
    let inserted = 0;
    for (const size of SIZES) {
      insertWorkers(stateDir, inserted, size);
      inserted = size;
      const started = await startServer(stateDir);
      server = started.child;
      await measureAll(started.origin, await signIn(started.origin), size);
      stop();
      server = undefined;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    printSummary();
  } finally {
    stop();
    // BENCH_KEEP=1 leaves the database for EXPLAIN QUERY PLAN (wrangler d1 execute --persist-to <dir>).
    if (process.env.BENCH_KEEP) console.error(`bench: database kept in ${stateDir}`);
    else rmSync(stateDir, { recursive: true, force: true });
  }
}

await main();
