// npm run dev: the app through the dev server (hot reload) on the database `npm start` prepared, with
// the queues Worker's cron fired on its schedule as `npm start` does (scripts/local-cron.mjs), and the
// same registry of local Workers, kept beside the database (decision 0045).
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { ensureInstall } from "./ensure-install.mjs";
import { startLocalCron } from "./local-cron.mjs";

process.env.PORT ??= "5173";
process.env.STATE_DIR ??= ".wrangler/state";
process.env.MINIFLARE_REGISTRY_PATH ??= resolve(process.env.STATE_DIR, "registry");

ensureInstall();
// Its own process group, so Ctrl-C stops workerd too (TOOLCHAIN.md: workerd outlives a plain kill).
const server = spawn("react-router", ["dev", ...process.argv.slice(2)], { stdio: "inherit", detached: true });
const stopCron = startLocalCron({ origin: `http://localhost:${process.env.PORT}` });
const stop = () => {
  stopCron();
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 0));
