// Benchmark of an order's ranked shortlist, GET /v1/orders/{id}/candidates, at 100,000 workers in one
// space (target p95 under 50 ms, decision 0049):
//   npx tsx scripts/bench/candidates.ts        (BENCH_PORT=5519 to pick the API's port)
// Starts the API Worker with `wrangler dev` on loopback against a fresh local D1 in a temporary folder,
// fills it with the generated workers of the worker bench (favourite jobs, availabilities; a third
// around Lyon, the rest in Lille and across France), a CACES document for one worker in ten, past
// missions with the client, and 20 Lyon orders of each job; then times sequential requests over the
// orders, the filters and the first pages, and prints `<name> n=<workers> p50=<ms> p95=<ms> target: …`.
// A missed target is reported, not fatal.
import { execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateWorkers, LILLE_TOWNS, LYON_TOWNS, workersInsertSql, type Town } from "#db/seed/demo-workers";
import { insertStatement } from "#db/seed/sql-literal";
import { hashPassword } from "#domain/auth/password-hash";
import { measureFloor, percentile, timesFloor } from "./measure";
import { executeLocalSql, startWranglerDev, stopWranglerDev, wranglerEnv } from "./wrangler-dev";

const EMAIL = "bench-candidates@bench.interim.test";
const PASSWORD = "bench-password";
const SPACE_ID = 1;
const WORKERS = 100_000;
const WORKERS_PER_FILE = 20_000;
const ORDERS = 20;
const REQUESTS = 300;
const WARMUP = 30;
const P95_TARGET_MS = 50;
const DAY = 86_400_000;
const LYON = { latitude: 45.764, longitude: 4.8357 };
/** The jobs the orders ask for, as the generated favourite jobs spell them (one worker in nine or so each). */
const JOBS = ["Cariste", "Préparateur de commandes", "Manutentionnaire", "Soudeur", "Magasinier"];

const TOWNS: readonly Town[] = [
  ...LYON_TOWNS,
  ...LILLE_TOWNS,
  { name: "Paris", postalCode: "75011", latitude: 48.8574, longitude: 2.3795 },
  { name: "Marseille", postalCode: "13001", latitude: 43.2965, longitude: 5.3698 },
  { name: "Grenoble", postalCode: "38000", latitude: 45.1885, longitude: 5.7245 },
  { name: "Saint-Étienne", postalCode: "42000", latitude: 45.4397, longitude: 4.3872 },
  { name: "Bordeaux", postalCode: "33000", latitude: 44.8378, longitude: -0.5792 },
];

async function seed(stateDir: string, now: number) {
  executeLocalSql(stateDir, [
    insertStatement("spaces", {
      id: SPACE_ID,
      name: "Intérim Lyon (bench)",
      url: "bench-candidates",
      sms_enabled: 1,
      created_at: now,
      updated_at: now,
    }),
    insertStatement("users", {
      id: 1,
      email: EMAIL,
      first_name: "Bench",
      last_name: "Recruiter",
      password_hash: await hashPassword(PASSWORD),
      created_at: now,
      updated_at: now,
    }),
    insertStatement("user_spaces", { user_id: 1, space_id: SPACE_ID }),
    insertStatement("user_permissions", { user_id: 1, permission: "orders" }),
    insertStatement("companies", {
      id: 1,
      space_id: SPACE_ID,
      name: "Acme Logistique",
      trade_name: "Acme",
      address: "1 rue",
      zipcode: "69003",
      city: "Lyon",
      latitude: LYON.latitude,
      longitude: LYON.longitude,
      created_at: now,
      updated_at: now,
    }),
  ]);
  for (let start = 0; start < WORKERS; start += WORKERS_PER_FILE) {
    const workers = generateWorkers({
      spaceId: SPACE_ID,
      count: Math.min(WORKERS_PER_FILE, WORKERS - start),
      firstId: start + 1,
      towns: TOWNS,
      now,
      seed: start + 1,
      availabilityShare: 0.3,
      archivedShare: 0.05,
    });
    executeLocalSql(stateDir, workersInsertSql(workers));
  }
  const positions = JOBS.map((title, index) =>
    insertStatement("positions", {
      id: index + 1,
      space_id: SPACE_ID,
      company_id: 1,
      title,
      skills: JSON.stringify(["CACES R489"]),
      created_at: now,
      updated_at: now,
    }),
  );
  // Orders 1–100 (20 a job) start in two days for four days; orders 101–1100 are the client's past ones.
  const orders = `insert into orders (id, space_id, number, company_id, position_id, contract_type, quantity, status, attribution_mode, starts_at, ends_at, created_at, updated_at)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ORDERS * JOBS.length + 1000})
    select i, ${SPACE_ID}, i, 1, case when i <= ${ORDERS * JOBS.length} then 1 + i % ${JOBS.length} end, 'temporary_work', 2,
      case when i <= ${ORDERS * JOBS.length} then 'pending' else 'closed' end, 'manual',
      ${now + 2 * DAY}, ${now + 6 * DAY}, ${now}, ${now} from n;`;
  const periods = `insert into order_periods (space_id, order_id, starts_at, ends_at, position, created_at, updated_at)
    select space_id, id, starts_at, ends_at, 0, ${now}, ${now} from orders where id <= ${ORDERS * JOBS.length};`;
  // Three past missions with the client for every 100th worker; a valid CACES for one in ten.
  const pastMissions = `insert into order_workers (space_id, order_id, worker_id, status, accepted_at, created_at, updated_at)
    select ${SPACE_ID}, ${ORDERS * JOBS.length + 1} + (w.id / 100) % 1000, w.id, 'accepted', ${now - 30 * DAY}, ${now}, ${now} from workers w where w.id % 100 = 0;`;
  const documents = `insert into documents (space_id, worker_id, type, name, r2_key, content_sha256, mime_type, size_bytes, valid_until, created_at, updated_at)
    select ${SPACE_ID}, id, 'caces', 'CACES R489 cat. 3', 'bench/caces/' || id, hex(randomblob(32)), 'application/pdf', 1000, '2030-01-01', ${now}, ${now}
    from workers where id % 10 = 3;`;
  executeLocalSql(stateDir, [...positions, orders, periods, pastMissions, documents]);
}

/** The p95 of GET /v1/health on the same server, measured first: every line's ratio reads against it. */
let floorP95: number | undefined;

function line(name: string, timings: number[]) {
  timings.sort((a, b) => a - b);
  const p95 = percentile(timings, 95);
  return `${name} n=${WORKERS} p50=${percentile(timings, 50).toFixed(1)} p95=${p95.toFixed(1)}${timesFloor(p95, floorP95)} target: p95<${P95_TARGET_MS}ms ${p95 < P95_TARGET_MS ? "ok" : "MISSED"}`;
}

async function time(origin: string, token: string, path: (index: number) => string) {
  const timings: number[] = [];
  for (let index = 0; index < WARMUP + REQUESTS; index++) {
    const begun = performance.now();
    const response = await fetch(`${origin}${path(index)}`, { headers: { Authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    const elapsed = performance.now() - begun;
    if (response.status !== 200) throw new Error(`${path(index)} answered ${response.status}`);
    if (index >= WARMUP) timings.push(elapsed);
  }
  return timings;
}

const FILTERS = ["", "?max_km=25", "?available=true", "?qualified=true", "?max_km=10&available=true&qualified=true", "?page=3"];

async function main() {
  const stateDir = mkdtempSync(join(tmpdir(), "bench-candidates-"));
  let server: ChildProcess | undefined;
  const stop = () => server && stopWranglerDev(server);
  process.once("SIGINT", () => {
    stop();
    process.exit(130);
  });
  try {
    execFileSync("npm", ["run", "-s", "db:migrate:local"], {
      env: { ...wranglerEnv, STATE_DIR: stateDir },
      stdio: ["ignore", "ignore", "inherit"],
    });
    console.error("bench candidates: filling the database (100,000 workers)…");
    await seed(stateDir, Date.now());
    const started = await startWranglerDev({
      stateDir,
      configs: ["functions/wrangler.toml"],
      port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined,
    });
    server = started.child;
    const { origin } = started;
    const login = await fetch(`${origin}/v1/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    floorP95 = await measureFloor(origin);
    const orderOf = (index: number) => 1 + (index % (ORDERS * JOBS.length));
    console.log(line("candidates", await time(origin, token, (i) => `/v1/orders/${orderOf(i)}/candidates`)));
    console.log(
      line("candidates.filtered", await time(origin, token, (i) => `/v1/orders/${orderOf(i)}/candidates${FILTERS[i % FILTERS.length]}`)),
    );
    console.log(line("baseline.permissions", await time(origin, token, () => "/v1/users/permissions")).replace(/ target:.*/, ""));
  } finally {
    stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

await main();
