// Seeds the local D1 database with the demo data when it is empty (npm start, browser tests).
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildDemoSeedSql } from "#db/seed/build-demo-seed";

const stateDir = process.env.STATE_DIR ?? ".wrangler/state";
const wranglerArgs = ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "-c", "functions/wrangler.toml"];

function wrangler(args: string[]): string {
  return execFileSync("npx", ["wrangler", ...wranglerArgs, ...args], {
    encoding: "utf8",
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    stdio: ["ignore", "pipe", "inherit"],
  });
}

const answer = JSON.parse(wrangler(["--json", "--command", "SELECT count(*) AS n FROM users"])) as {
  results: { n: number }[];
}[];
if ((answer[0]?.results[0]?.n ?? 0) > 0) {
  console.log("seed: database already has data, left as it is");
} else {
  const file = join(mkdtempSync(join(tmpdir(), "seed-")), "seed.sql");
  writeFileSync(file, await buildDemoSeedSql(Date.now()));
  wrangler(["--file", file]);
  console.log("seed: demo data loaded (password demo1234)");
}
