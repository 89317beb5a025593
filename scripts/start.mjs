// npm start: installs what is missing, migrates the local database, seeds the demo data when it is
// empty, builds the app, then serves the build (web, /v1, queue consumer, notifications) in workerd
// with `vite preview` on :5173 (PORT). Serving the build rather than the dev server is what makes the
// very first request answer as every later one does: the dev server discovers dependencies while it
// serves and re-optimises them, failing the requests in flight (decision 0014). `npm run dev` keeps
// hot reload for whoever edits the code.
import { execSync, spawn } from "node:child_process";
import { ensureInstall } from "./ensure-install.mjs";

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";
// The build writes PUBLIC_APP_URL (links in e-mails) for this port, and preview serves on it.
process.env.PORT ??= "5173";

ensureInstall();
execSync("npm run --silent db:migrate:local", { stdio: "inherit" });
execSync("npm run --silent db:load-reference", { stdio: "inherit" });
execSync("npm run --silent db:seed:local", { stdio: "inherit" });
// A deploy build (CLOUDFLARE_ENV) would serve staging's or production's config: always the local one.
delete process.env.CLOUDFLARE_ENV;
execSync("npm run --silent build", { stdio: "inherit" });

const url = `http://localhost:${process.env.PORT}`;
console.log(`\nStarting on ${url} — demo accounts in README.md (password demo1234)\n`);
// Its own process group, so Ctrl-C stops workerd too (TOOLCHAIN.md: workerd outlives a plain kill).
const server = spawn("npm", ["run", "--silent", "preview"], { stdio: "inherit", detached: true });
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 0));
