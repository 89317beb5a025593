// npm run db:load-reference: loads the reference data (NAF codes, activity sections, legal forms,
// staff-size bands, regions, départements, communes) into the local D1 database of STATE_DIR
// (default .wrangler/state), which must be migrated. Idempotent: a table whose version in
// reference_data_versions matches the data is left alone, so a second run only reads.
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { referenceTableLoads, tableLoadStatements } from "#db/seed/reference-data-sql";
import { readReferenceSets } from "#reference-data/build/reference-sets";

const started = performance.now();
const stateDir = process.env.STATE_DIR ?? ".wrangler/state";
const wranglerArgs = ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "-c", "functions/wrangler.toml"];

const wranglerEnv = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

// Wrangler takes a few seconds to start: ask for the loaded versions while the sets are read.
const versionsAnswer = promisify(execFile)(
  "npx",
  ["wrangler", ...wranglerArgs, "--json", "--command", "SELECT set_name, version FROM reference_data_versions"],
  { encoding: "utf8", env: wranglerEnv, maxBuffer: 16 * 1024 * 1024 },
);
const loads = referenceTableLoads(readReferenceSets());
const versionsOutput = await versionsAnswer.catch((error: { stdout?: string; stderr?: string }) => {
  console.error(error.stdout || error.stderr || error);
  console.error(`reference data: cannot read reference_data_versions in ${stateDir}; run npm run db:migrate:local first`);
  process.exit(1);
});
const answer = JSON.parse(versionsOutput.stdout) as { results: { set_name: string; version: string }[] }[];
const loaded = new Map((answer[0]?.results ?? []).map((row) => [row.set_name, row.version]));
const stale = loads.filter((load) => loaded.get(load.table) !== load.version);
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

if (stale.length === 0) {
  console.log(
    `reference data: up to date (${loads.map((load) => `${load.table} ${load.rowCount}`).join(", ")}), checked in ${seconds()} s`,
  );
} else {
  const loadedAt = Date.now();
  const sql = stale.flatMap((load) => tableLoadStatements(load, loadedAt)).join("\n") + "\n";
  const dir = mkdtempSync(join(tmpdir(), "reference-"));
  try {
    const file = join(dir, "reference.sql");
    writeFileSync(file, sql);
    execFileSync("npx", ["wrangler", ...wranglerArgs, "--yes", "--file", file], {
      env: wranglerEnv,
      stdio: ["ignore", "ignore", "inherit"],
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `reference data: loaded ${stale.map((load) => `${load.table} ${load.rowCount}`).join(", ")} ` +
      `(${(Buffer.byteLength(sql) / 1e6).toFixed(1)} MB of SQL) in ${seconds()} s`,
  );
}
