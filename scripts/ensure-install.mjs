// Installs the dependencies when they are missing or older than the lockfile. Plain JavaScript that
// runs on the machine's own Node 20: the project's Node 24 arrives with the install itself.
// Every package.json script that needs a dependency starts with `node scripts/ensure-install.mjs &&`,
// so each documented command works on a fresh clone (tests/node/commands-install-first.test.ts).
import { execSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

export function ensureInstall() {
  const marker = "node_modules/.package-lock.json";
  const stale =
    !existsSync("node_modules/.bin/react-router") ||
    !existsSync(marker) ||
    statSync("package-lock.json").mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return;
  console.log("Installing dependencies (npm install)…");
  // `npm ci` cannot be used here: the registry lacks other platforms' optional binaries (TOOLCHAIN.md).
  execSync("npm install --no-audit --no-fund", { stdio: "inherit" });
}

// Run as a command (`node scripts/ensure-install.mjs`), not only imported by start.mjs and test.mjs.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureInstall();
