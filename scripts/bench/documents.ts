// Benchmark of worker documents: an 8 MB upload (target p95 under 1.5 s on
// loopback) and the documents list of a worker with 50 documents (target p95 under 20 ms).
//   npx tsx scripts/bench/documents.ts
// Starts the API Worker with `wrangler dev` on loopback against a fresh local D1 and R2 in a temporary
// folder, signs in, uploads through the API, times sequential requests, prints one line per
// measurement (`<name> n=<rows> p50=<ms> p95=<ms> target: p95<… ok|MISSED`), then stops its server
// and removes its folder. A missed target is reported, not fatal.
import { execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { insertStatement } from "#db/seed/sql-literal";
import { hashPassword } from "#domain/auth/password-hash";
import { DOCUMENT_MAX_BYTES } from "#domain/documents/document-schemas";
import { measureFloor, percentile, timesFloor } from "./measure";
import { executeLocalSql, startWranglerDev, stopWranglerDev, wranglerEnv } from "./wrangler-dev";

const EMAIL = "bench-documents@bench.interim.test";
const PASSWORD = "bench-password";
const LIST_DOCUMENTS = 50;
const LIST_REQUESTS = 300;
const LIST_WARMUP = 30;
const UPLOADS = 40;
const UPLOAD_WARMUP = 3;
const UPLOAD_P95_TARGET_MS = 1_500;
const LIST_P95_TARGET_MS = 20;

async function seedAccount(stateDir: string) {
  const now = Date.now();
  const statements = [
    insertStatement("spaces", { id: 1, name: "Intérim documents (bench)", url: "bench-documents", created_at: now, updated_at: now }),
    insertStatement("users", {
      id: 1,
      email: EMAIL,
      first_name: "Bench",
      last_name: "Agent",
      password_hash: await hashPassword(PASSWORD),
      created_at: now,
      updated_at: now,
    }),
    insertStatement("user_spaces", { user_id: 1, space_id: 1 }),
  ];
  executeLocalSql(stateDir, statements);
}

async function call(origin: string, token: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });
  const body = await response.text();
  return { status: response.status, body };
}

/** A PDF of `size` bytes whose content differs for each `seed` (the same content twice would be a 409). */
function pdf(size: number, seed: number) {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode(`%PDF-1.7\n% bench ${seed} ${Date.now()}\n`));
  return bytes;
}

function upload(origin: string, token: string, workerId: number, bytes: Uint8Array<ArrayBuffer>, type: string) {
  const form = new FormData();
  form.set("type", type);
  form.set("valid_until", "2030-12-31");
  form.set("file", new File([bytes], "bench.pdf"));
  return call(origin, token, `/v1/workers/${workerId}/documents`, { method: "POST", body: form });
}

/** The p95 of GET /v1/health on the same server, measured first: every line's ratio reads against it. */
let floorP95: number | undefined;

function line(name: string, n: number, timings: number[], targetMs?: number) {
  timings.sort((a, b) => a - b);
  const p95 = percentile(timings, 95);
  const figures = `${name} n=${n} p50=${percentile(timings, 50).toFixed(1)} p95=${p95.toFixed(1)}${timesFloor(p95, floorP95)}`;
  return targetMs === undefined ? figures : `${figures} target: p95<${targetMs}ms ${p95 < targetMs ? "ok" : "MISSED"}`;
}

async function main() {
  const stateDir = mkdtempSync(join(tmpdir(), "bench-documents-"));
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
    await seedAccount(stateDir);
    const started = await startWranglerDev({ stateDir, configs: ["functions/wrangler.toml"] });
    server = started.child;
    const { origin } = started;
    const login = await fetch(`${origin}/v1/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    floorP95 = await measureFloor(origin);

    const newWorker = async (index: number) => {
      const created = await call(origin, token, "/v1/workers", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          space_id: 1,
          first_name: "Camille",
          last_name: `Banc${String.fromCharCode(97 + index)}`,
          email: `bench.${index}.${Date.now()}@exemple.fr`,
        }),
      });
      if (created.status !== 201) throw new Error(`worker creation answered ${created.status}: ${created.body}`);
      return (JSON.parse(created.body) as { id: number }).id;
    };

    // The list: one worker with 50 documents of varied types.
    const listed = await newWorker(0);
    const types = ["cv", "caces", "diploma", "medical_examination", "payslip", "timesheet", "contract", "attestation"];
    for (let index = 0; index < LIST_DOCUMENTS; index++) {
      const answer = await upload(origin, token, listed, pdf(2_048, index), types[index % types.length]!);
      if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${answer.body}`);
    }
    const listTimings: number[] = [];
    for (let index = 0; index < LIST_WARMUP + LIST_REQUESTS; index++) {
      const begun = performance.now();
      const answer = await call(origin, token, `/v1/workers/${listed}/documents`);
      const elapsed = performance.now() - begun;
      if (answer.status !== 200) throw new Error(`list answered ${answer.status}`);
      if (index >= LIST_WARMUP) listTimings.push(elapsed);
    }
    console.log(line("documents.list", LIST_DOCUMENTS, listTimings, LIST_P95_TARGET_MS));
    // The floor of the same server on the same machine: a signed-in call that reads no document.
    const floorTimings: number[] = [];
    for (let index = 0; index < LIST_WARMUP + LIST_REQUESTS; index++) {
      const begun = performance.now();
      await call(origin, token, "/v1/users/permissions");
      if (index >= LIST_WARMUP) floorTimings.push(performance.now() - begun);
    }
    console.log(line("baseline.permissions", 0, floorTimings));

    // The upload: files of the largest size accepted (8 MiB), each new content, on another worker.
    const uploader = await newWorker(1);
    const uploadTimings: number[] = [];
    for (let index = 0; index < UPLOAD_WARMUP + UPLOADS; index++) {
      const bytes = pdf(DOCUMENT_MAX_BYTES, 1_000 + index);
      const begun = performance.now();
      const answer = await upload(origin, token, uploader, bytes, "other");
      const elapsed = performance.now() - begun;
      if (answer.status !== 201) throw new Error(`8 MB upload answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      if (index >= UPLOAD_WARMUP) uploadTimings.push(elapsed);
    }
    console.log(line("documents.upload.8mb", UPLOADS, uploadTimings, UPLOAD_P95_TARGET_MS));
  } finally {
    stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

await main();
