// Benchmark of the statistics and the home screen at scale: one space with 100,000 workers registered
// over a year and 10,000 orders (with their accepted places, SMS and DPAE), target p95 under 200 ms for
// GET /v1/statistics (decision 0047):
//   npx tsx scripts/bench/statistics.ts        (BENCH_PORT=5517 to pick the API's port)
// Starts the API Worker with `wrangler dev` on loopback against a fresh local D1 in a temporary folder,
// fills it with generated rows (recursive INSERT … SELECT, so the SQL stays small), signs in as an
// owner, times sequential requests over varied periods, prints one line per measurement
// (`<name> n=<rows> p50=<ms> p95=<ms> target: p95<… ok|MISSED`), then stops its server and removes its
// folder. A missed target is reported, not fatal.
import { execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { insertStatement } from "#db/seed/sql-literal";
import { hashPassword } from "#domain/auth/password-hash";
import { measureFloor, percentile, timesFloor } from "./measure";
import { executeLocalSql, startWranglerDev, stopWranglerDev, wranglerEnv } from "./wrangler-dev";

const EMAIL = "bench-statistics@bench.interim.test";
const PASSWORD = "bench-password";
const SPACE_ID = 1;
const WORKERS = 100_000;
const ORDERS = 10_000;
const REQUESTS = 300;
const WARMUP = 30;
const P95_TARGET_MS = 200;
const DAY = 86_400_000;
/** The year the facts are spread over: 2031 (a past or future year alike for the indexes). */
const YEAR_START = Date.parse("2030-12-31T23:00:00Z");
const YEAR_MS = 365 * DAY;

/** `count` rows 1..count from a recursive counter, in chunks so no statement runs for minutes. */
function counted(count: number, chunk: number, statement: (from: number, to: number) => string): string[] {
  const statements: string[] = [];
  for (let from = 1; from <= count; from += chunk) statements.push(statement(from, Math.min(count, from + chunk - 1)));
  return statements;
}

function counter(from: number, to: number) {
  return `with recursive n(i) as (select ${from} union all select i + 1 from n where i < ${to})`;
}

async function seed(stateDir: string) {
  const now = Date.now();
  executeLocalSql(stateDir, [
    insertStatement("spaces", { id: SPACE_ID, name: "Intérim Lyon (bench)", url: "bench-statistics", created_at: now, updated_at: now }),
    insertStatement("spaces", { id: 2, name: "Intérim Lille (bench)", url: "bench-statistics-2", created_at: now, updated_at: now }),
    insertStatement("users", {
      id: 1,
      email: EMAIL,
      first_name: "Bench",
      last_name: "Owner",
      password_hash: await hashPassword(PASSWORD),
      created_at: now,
      updated_at: now,
    }),
    insertStatement("user_permissions", { user_id: 1, permission: "app-admin" }),
    insertStatement("companies", {
      id: 1,
      space_id: SPACE_ID,
      name: "Acme Logistique",
      trade_name: "Acme",
      address: "1 rue",
      zipcode: "69003",
      city: "Lyon",
      created_at: now,
      updated_at: now,
    }),
  ]);
  // Workers: one every 5 minutes of the year, by each route in turn.
  const workers = counted(
    WORKERS,
    20_000,
    (from, to) => `insert into workers (space_id, first_name, last_name, email, state, registration_route, created_at, updated_at)
      ${counter(from, to)}
      select ${SPACE_ID}, 'Léa', 'Banc' || i, 'w' || i || '@bench.test', 'web',
        case i % 4 when 0 then 'standard' when 1 then 'express' when 2 then 'kiosk' else 'staff' end,
        ${YEAR_START} + i * ${Math.floor(YEAR_MS / WORKERS)}, ${now} from n;`,
  );
  for (const statement of workers) executeLocalSql(stateDir, [statement]);
  executeLocalSql(stateDir, [
    // Orders through the year, 1 to 5 places each.
    `insert into orders (space_id, number, company_id, contract_type, quantity, status, attribution_mode, starts_at, ends_at, created_at, updated_at)
      ${counter(1, ORDERS)}
      select ${SPACE_ID}, i, 1, 'temporary_work', 1 + i % 5, case i % 4 when 0 then 'closed' else 'processing' end, 'automatic',
        ${YEAR_START} + i * ${Math.floor(YEAR_MS / ORDERS)} + ${3 * DAY}, ${YEAR_START} + i * ${Math.floor(YEAR_MS / ORDERS)} + ${7 * DAY},
        ${YEAR_START} + i * ${Math.floor(YEAR_MS / ORDERS)}, ${now} from n;`,
    // Two places of each order taken by a worker, 2 to 50 hours after it was taken (when it has them).
    `insert into order_workers (space_id, order_id, worker_id, status, proposed_at, reply, accepted_at, created_at, updated_at)
      select o.space_id, o.id, w.id, 'accepted', o.created_at, 'yes', o.created_at + (2 + (o.id * k.k) % 48) * 3600000, o.created_at, ${now}
      from orders o join (select 1 as k union all select 2) k join workers w on w.id = o.id * 2 + k.k
      where o.quantity >= k.k;`,
    // Three SMS per order, a reply to one of them; a DPAE for every other order, one in ten in error.
    `insert into sms_messages (space_id, direction, status, to_phone, body, segments, encoding, sent_at, idempotency_key, created_at, updated_at)
      select o.space_id, 'outbound', 'delivered', '+33612345678', 'Mission', 1, 'gsm7', o.created_at + k.k * 60000, 'bench-' || o.id || '-' || k.k, o.created_at, ${now}
      from orders o join (select 1 as k union all select 2 union all select 3) k;`,
    `insert into sms_messages (space_id, direction, status, to_phone, body, segments, encoding, idempotency_key, created_at, updated_at)
      select space_id, 'inbound', 'delivered', '38200', 'OUI', 1, 'gsm7', 'bench-reply-' || id, created_at + 3600000, ${now} from orders;`,
    `insert into dpae_declarations (space_id, worker_id, order_id, status, contract_nature, hired_at, hire_date, employer_siret, contract_end_date, sent_at, completed_at, created_at, updated_at)
      select o.space_id, o.id * 2 + 1, o.id, case when o.id % 10 = 0 then 'error' else 'success' end, 'CTT', o.starts_at,
        date(o.starts_at / 1000, 'unixepoch'), '73282932000074', date(o.ends_at / 1000, 'unixepoch'), o.created_at + 7200000, o.created_at + 7500000, o.created_at, ${now}
      from orders o where o.id % 2 = 0;`,
  ]);
}

/** The p95 of GET /v1/health on the same server, measured first: every line's ratio reads against it. */
let floorP95: number | undefined;

function line(name: string, n: number, timings: number[], targetMs?: number) {
  timings.sort((a, b) => a - b);
  const p95 = percentile(timings, 95);
  const figures = `${name} n=${n} p50=${percentile(timings, 50).toFixed(1)} p95=${p95.toFixed(1)}${timesFloor(p95, floorP95)}`;
  return targetMs === undefined ? figures : `${figures} target: p95<${targetMs}ms ${p95 < targetMs ? "ok" : "MISSED"}`;
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

const month = (index: number) => {
  const m = 1 + (index % 12);
  const last = new Date(Date.UTC(2031, m, 0)).getUTCDate();
  return `from=2031-${String(m).padStart(2, "0")}-01&to=2031-${String(m).padStart(2, "0")}-${last}`;
};

async function main() {
  const stateDir = mkdtempSync(join(tmpdir(), "bench-statistics-"));
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
    console.error("bench statistics: filling the database (100,000 workers, 10,000 orders)…");
    await seed(stateDir);
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

    console.log(
      line("statistics.month", WORKERS, await time(origin, token, (i) => `/v1/statistics?space_id=${SPACE_ID}&${month(i)}`), P95_TARGET_MS),
    );
    console.log(
      line(
        "statistics.year",
        WORKERS,
        await time(origin, token, () => `/v1/statistics?space_id=${SPACE_ID}&from=2031-01-01&to=2031-12-31`),
        P95_TARGET_MS,
      ),
    );
    console.log(
      line(
        "statistics.all_spaces.year",
        WORKERS,
        await time(origin, token, () => `/v1/statistics?from=2031-01-01&to=2031-12-31`),
        P95_TARGET_MS,
      ),
    );
    console.log(line("home", WORKERS, await time(origin, token, () => `/v1/home?space_id=${SPACE_ID}`)));
    console.log(line("baseline.permissions", 0, await time(origin, token, () => "/v1/users/permissions")));
  } finally {
    stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

await main();
