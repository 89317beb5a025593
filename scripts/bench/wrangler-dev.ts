// What the stand-alone benches (documents, live notifications) share: a local D1 filled from SQL and
// `wrangler dev` on loopback in a temporary state folder, started in its own process group so that
// stopping it stops workerd too.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

/** wrangler quiet and offline: no metrics, no remote fetches, no interactive session. */
export const wranglerEnv = {
  ...process.env,
  CI: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  X_LOCAL_OBSERVABILITY: "false",
  X_LOCAL_EXPLORER: "false",
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Runs `statements` on the API Worker's local D1 in `stateDir` (migrations applied by the caller). */
export function executeLocalSql(stateDir: string, statements: readonly string[]) {
  const file = join(stateDir, "seed.sql");
  writeFileSync(file, statements.join("\n"));
  execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", stateDir, "-c", "functions/wrangler.toml", "--file", file, "--yes"],
    { env: wranglerEnv, stdio: ["ignore", "ignore", "inherit"] },
  );
}

export interface WranglerDevOptions {
  stateDir: string;
  /** The Workers to run together, by their config files (the first one answers on the port). */
  configs: readonly string[];
  vars?: Readonly<Record<string, string>>;
  /** How long to wait for /v1/health. */
  timeoutMs?: number;
  /** The port to answer on (BENCH_PORT, one per engineer on a shared machine); a free one otherwise. */
  port?: number;
}

/** Starts `wrangler dev` and resolves once `/v1/health` answers. BENCH_VERBOSE=1 shows its errors. */
export async function startWranglerDev(options: WranglerDevOptions): Promise<{ child: ChildProcess; origin: string }> {
  const port = options.port ?? (await freePort());
  const inspectorPort = await freePort();
  const vars = { ENVIRONMENT: "test", ...options.vars };
  const child = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      ...options.configs.flatMap((config) => ["-c", config]),
      "--persist-to",
      options.stateDir,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(inspectorPort),
      ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
      "--show-interactive-dev-session=false",
    ],
    { env: wranglerEnv, stdio: ["ignore", "ignore", process.env.BENCH_VERBOSE ? "inherit" : "ignore"], detached: true },
  );
  const origin = `http://127.0.0.1:${port}`;
  const timeoutMs = options.timeoutMs ?? 90_000;
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    try {
      if ((await fetch(`${origin}/v1/health`)).ok) return { child, origin };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopWranglerDev(child);
  throw new Error(`wrangler dev did not answer within ${timeoutMs / 1000} s`);
}

export function stopWranglerDev(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}
