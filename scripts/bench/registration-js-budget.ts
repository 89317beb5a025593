// npm run bench: the JavaScript each public registration page loads, gzipped (at
// most 100 KB). The pages are not hydrated (decision 0033): each loads its island and the modules it
// imports, which the client build lists in build/islands.json (scripts/vite/browser-islands.ts).
// Builds first (a stale build would measure yesterday's pages); prints one line per page; fails above the budget.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { type BuiltIsland, ISLANDS_MANIFEST } from "#scripts/vite/browser-islands";

const BUDGET_BYTES = 100 * 1024;
const PAGES: Record<string, string> = {
  "registration-standard": "/inscription/{url}",
  "registration-express": "/express/{url}",
  "registration-kiosk": "/inscription-borne/{url}",
};

console.error("registration-js-budget: building…");
execFileSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] });
if (!existsSync(ISLANDS_MANIFEST)) throw new Error(`registration-js-budget: the build wrote no ${ISLANDS_MANIFEST}`);
const islands = JSON.parse(readFileSync(ISLANDS_MANIFEST, "utf8")) as Record<string, BuiltIsland>;

let overBudget = false;
for (const [island, page] of Object.entries(PAGES)) {
  const built = islands[island];
  if (!built) throw new Error(`registration-js-budget: ${island} is missing from ${ISLANDS_MANIFEST}`);
  const files = [built.src, ...built.imports];
  const gzipped = files.reduce((sum, url) => sum + gzipSync(readFileSync(join("build/client", url)), { level: 9 }).length, 0);
  const over = gzipped > BUDGET_BYTES;
  overBudget ||= over;
  console.log(
    `registration-js ${page} files=${files.length} gzip_kb=${(gzipped / 1024).toFixed(1)} budget_kb=${BUDGET_BYTES / 1024}${over ? " OVER" : ""}`,
  );
}
// The timesheets' public pages without a script at all (decision 0052): their route's handle is
// STATIC_PAGE, so the document loads no island and no React; checked on the source, measured as 0 KB.
const STATIC_PAGES: Record<string, string> = {
  "/valider-heures/{code}": "web/app/routes/timesheets-public/approval.tsx",
  "/mes-heures/{code}": "web/app/routes/timesheets-public/worker.tsx",
};
for (const [page, file] of Object.entries(STATIC_PAGES)) {
  const isStatic = /export const handle = STATIC_PAGE;/.test(readFileSync(file, "utf8"));
  overBudget ||= !isStatic;
  console.log(
    `registration-js ${page} files=0 gzip_kb=${isStatic ? "0.0" : "?"} budget_kb=${BUDGET_BYTES / 1024}${isStatic ? "" : " NOT STATIC"}`,
  );
}
if (overBudget) {
  console.error("registration-js-budget: a registration page loads more than 100 KB of JavaScript (gzipped)");
  process.exitCode = 1;
}
