// npm run bench: the JavaScript a browser loads for each main back-office screen, gzipped: the
// client entry, each matched route's module, every module they import (followed through the built
// files, so shared chunks count once), and the reader's dictionary (French, the default). At most
// 200 KB per screen. Reads the build the registration budget made just before (npm run bench builds
// once); builds itself when run alone. Prints one line per screen; fails above the budget.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 200 * 1024;
const CLIENT = "build/client";
const LOCALE = "fr";

/** Each screen and its matched routes, from the root down (web/app/routes.ts). */
const SCREENS: Record<string, string[]> = {
  "/home": ["root", "routes/shell/layout", "routes/home"],
  "/workers": ["root", "routes/shell/layout", "routes/workers/list"],
  "/workers/{id}": ["root", "routes/shell/layout", "routes/workers/file/layout", "routes/workers/file/profile"],
  "/orders": ["root", "routes/shell/layout", "routes/orders/layout", "routes/orders/list"],
  "/orders/{id}": ["root", "routes/shell/layout", "routes/orders/layout", "routes/orders/detail"],
  "/companies/{id}": ["root", "routes/shell/layout", "routes/companies/detail"],
  "/dpae": ["root", "routes/shell/layout", "routes/dpae/layout", "routes/dpae/list"],
};

interface BuiltManifest {
  entry: { module: string };
  routes: Record<string, { module: string }>;
}

if (process.argv.includes("--build") || !existsSync(join(CLIENT, "assets"))) {
  console.error("page-js-budget: building…");
  execFileSync("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] });
}

const assets = readdirSync(join(CLIENT, "assets"));
function asset(prefix: string): string {
  const name = assets.find((file) => file.startsWith(prefix) && file.endsWith(".js"));
  if (!name) throw new Error(`page-js-budget: no ${prefix}*.js in ${CLIENT}/assets`);
  return `/assets/${name}`;
}

const manifestText = readFileSync(join(CLIENT, asset("manifest-")), "utf8");
const manifest = JSON.parse(manifestText.slice(manifestText.indexOf("{"), manifestText.lastIndexOf("}") + 1)) as BuiltManifest;

// Static imports only (`import"./x.js"`, `from"./x.js"`): a dynamic `import("./x.js")` loads later, if ever.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g;

/** The file and every file it imports statically, as URLs under /assets/. */
function withImports(url: string, seen: Set<string>) {
  if (seen.has(url)) return;
  seen.add(url);
  const code = readFileSync(join(CLIENT, url), "utf8");
  for (const [, relative] of code.matchAll(STATIC_IMPORT)) withImports(`/assets/${relative!.slice(2)}`, seen);
}

const gzippedSize = (url: string) => gzipSync(readFileSync(join(CLIENT, url)), { level: 9 }).length;

let overBudget = false;
for (const [screen, routeIds] of Object.entries(SCREENS)) {
  const files = new Set<string>();
  withImports(manifest.entry.module, files);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`page-js-budget: no route ${id} in the build`);
    withImports(route.module, files);
  }
  // The dictionary the client entry loads before hydrating (web/app/i18n/load-dictionary.ts).
  withImports(asset(`dictionary-${LOCALE}-`), files);
  const gzipped = [...files].reduce((sum, url) => sum + gzippedSize(url), 0);
  const over = gzipped > BUDGET_BYTES;
  overBudget ||= over;
  console.log(
    `page-js ${screen} files=${files.size} gzip_kb=${(gzipped / 1024).toFixed(1)} budget_kb=${BUDGET_BYTES / 1024}${over ? " OVER" : ""}`,
  );
}
if (overBudget) {
  console.error("page-js-budget: a back-office screen loads more than 200 KB of JavaScript (gzipped)");
  process.exitCode = 1;
}
