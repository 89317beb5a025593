// Installs the dependencies when they are missing or older than the lockfile. Plain JavaScript that
// runs on the machine's own Node 20: the project's Node 24 arrives with the install itself.
import { execSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

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
