// The pieces every benchmark suite shares: what a suite sees of the running API, what a measurement
// is, and how one is timed. A suite is a file of scripts/bench/ exporting a BenchSuite; run.ts lists
// the suites.

export interface BenchContext {
  /** The API Worker on loopback, e.g. http://127.0.0.1:8791. */
  baseUrl: string;
  /** A demo account's session token. */
  token: string;
  /** Rows in a table of the benchmark database, for the n= of a measurement. */
  countRows(table: string): number;
  /** Runs SQL on the benchmark database (bulk data a suite needs), before the measurements. */
  executeSql(sql: string): void;
}

export interface Measurement {
  /** The first word of the printed line. */
  name: string;
  /** The table whose size the line reports as n. */
  table: string;
  /** The path of the i-th request (cycle through varied inputs so no single row stays hot). */
  path(i: number): string;
  /** A write instead of a GET: the JSON body of the i-th request and the status it must answer. */
  post?: { body(i: number): unknown; status: number };
  /** Fewer requests than the default, for a measurement that writes many rows each time. */
  requests?: number;
  /** A target to print beside the figures, e.g. p95 under 300 ms. */
  p95TargetMs?: number;
  /**
   * A target relative to a floor measured earlier in the same run (a measurement named `floor`), so a
   * busy machine does not read as a slow product: p95 under `times` × the floor's p95.
   */
  p95TargetTimesFloor?: { floor: string; times: number };
}

export interface BenchSuite {
  name: string;
  /** Fills the database with what the suite measures (runs before any suite is measured). */
  prepare?(context: BenchContext): void;
  /** Builds the measurements once the API runs (inputs may come from the reference data). */
  measurements(context: BenchContext): Measurement[];
}

export const REQUESTS_PER_MEASUREMENT = 300;
/** The measurement every line is read against: the same server answering without work. */
export const FLOOR: Measurement = { name: "floor", table: "spaces", path: () => "/v1/health" };
const WARM_UP_REQUESTS = 50;
const REQUEST_TIMEOUT_MS = 5_000;

/** Each measurement's p95 in this run, by name: the floors relative targets are read against. */
const p95ByName = new Map<string, number>();

/** Times REQUESTS_PER_MEASUREMENT sequential GETs; answers `<name> n=<rows> p50=<ms> p95=<ms>`. */
export async function runMeasurement(context: BenchContext, measurement: Measurement): Promise<string> {
  const count = measurement.requests ?? REQUESTS_PER_MEASUREMENT;
  const warmUp = Math.min(WARM_UP_REQUESTS, Math.ceil(count / 5));
  for (let i = 0; i < warmUp; i++) await request(context, measurement, i);
  const durations: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await request(context, measurement, warmUp + i);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const n = context.countRows(measurement.table);
  const p95 = percentile(durations, 95);
  p95ByName.set(measurement.name, p95);
  const target =
    measurement.p95TargetMs !== undefined
      ? ` target: p95<${measurement.p95TargetMs}ms ${p95 < measurement.p95TargetMs ? "ok" : "MISSED"}`
      : measurement.p95TargetTimesFloor
        ? relativeTarget(p95, measurement.p95TargetTimesFloor)
        : "";
  return `${measurement.name} n=${n} p50=${percentile(durations, 50).toFixed(1)} p95=${p95.toFixed(1)}${ratioToFloor(measurement.name, p95)}${target}`;
}

/**
 * The floor for a bench script that runs its own server: GET /v1/health timed like its measurements,
 * printed as the `floor` line; answers its p95 for `timesFloor`.
 */
export async function measureFloor(origin: string, requests = REQUESTS_PER_MEASUREMENT, warmUp = 30): Promise<number> {
  const durations: number[] = [];
  for (let i = 0; i < warmUp + requests; i++) {
    const started = performance.now();
    const response = await fetch(`${origin}${FLOOR.path(i)}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${FLOOR.path(i)} answered ${response.status}`);
    if (i >= warmUp) durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const p95 = percentile(durations, 95);
  console.log(`${FLOOR.name} p50=${percentile(durations, 50).toFixed(1)} p95=${p95.toFixed(1)}`);
  return p95;
}

/** ` ×floor=<ratio>`: a p95 read against the floor's p95 of the same run. */
export function timesFloor(p95: number, floorP95: number | undefined): string {
  return floorP95 === undefined ? "" : ` ×floor=${(p95 / floorP95).toFixed(1)}`;
}

/** ` ×floor=<p95 ratio>` once the floor is measured: a busy machine raises both, a slow product only one. */
function ratioToFloor(name: string, p95: number): string {
  const floorP95 = p95ByName.get(FLOOR.name);
  return name === FLOOR.name ? "" : timesFloor(p95, floorP95);
}

function relativeTarget(p95: number, { floor, times }: { floor: string; times: number }) {
  const floorP95 = p95ByName.get(floor);
  if (floorP95 === undefined) return ` target: p95<${times}×${floor} (no floor measured)`;
  const limit = floorP95 * times;
  return ` ratio=${(p95 / floorP95).toFixed(1)}×${floor} target: p95<${times}×${floor}=${limit.toFixed(1)}ms ${p95 < limit ? "ok" : "MISSED"}`;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

async function request(context: BenchContext, measurement: Measurement, i: number) {
  const path = measurement.path(i);
  const post = measurement.post;
  const response = await fetch(`${context.baseUrl}${path}`, {
    method: post ? "POST" : "GET",
    headers: { Authorization: `Bearer ${context.token}`, ...(post ? { "Content-Type": "application/json" } : {}) },
    body: post ? JSON.stringify(post.body(i)) : undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = await response.text();
  const expected = post?.status ?? 200;
  if (response.status !== expected) throw new Error(`${post ? "POST" : "GET"} ${path} answered ${response.status}: ${body.slice(0, 200)}`);
}
