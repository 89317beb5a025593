// the first request after `npm start` answers as every later one does. Starts the
// app exactly as `npm start` does (scripts/start.mjs) on a fresh database (STATE_DIR) and a port of
// its own, then sends the very first request to a dozen pages and API routes, each followed by a
// second one, and compares: same status, same kind of body, and for a page its forms and the script
// that hydrates it; and that a body refused with 413 leaves the connection usable. `npm test` runs it;
// alone: `npx tsx scripts/check-first-requests.ts`.
// The server's whole process group is stopped at the end, failure or not.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { connect } from "node:net";
import { SESSION_COOKIE } from "#web/app/lib/cookies";

const port = Number(process.env.FIRST_REQUESTS_PORT ?? 5215);
const origin = `http://localhost:${port}`;
const stateDir = `.wrangler/first-requests-state-${port}`;
const READY_TIMEOUT_MS = 240_000;
const REQUEST_TIMEOUT_MS = 60_000;
const DEMO = { email: "admin.lyon@demo.interim.test", password: "demo1234" };

type Answer = { status: number; contentType: string; body: string };
type Check = { name: string; problems: string[] };
const loadedAssets = new Set<string>();

rmSync(stateDir, { recursive: true, force: true });
const log: string[] = [];
// Its own process group (detached), so stopping it reaches start.mjs, the build and the servers.
const server = spawn("node", ["scripts/start.mjs"], {
  detached: true,
  env: { ...process.env, PORT: String(port), STATE_DIR: stateDir, CI: "true" },
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout.on("data", (chunk: Buffer) => log.push(chunk.toString()));
server.stderr.on("data", (chunk: Buffer) => log.push(chunk.toString()));
let serverExited = false;
server.on("exit", () => (serverExited = true));
// Interrupted (Ctrl-C, or the runner gave up): the detached server would outlive this script.
for (const name of ["SIGINT", "SIGTERM"] as const) {
  process.on(name, () => void stopServer().finally(() => process.exit(130)));
}

let failed = true;
try {
  await waitForPort();
  const checks = await firstAndSecondRequests();
  failed = checks.some((check) => check.problems.length > 0);
  for (const check of checks) {
    console.log(`${check.problems.length ? "FAIL" : "ok  "} ${check.name}${check.problems.map((p) => `\n       ${p}`).join("")}`);
  }
} catch (error) {
  console.error(error);
} finally {
  await stopServer();
  rmSync(stateDir, { recursive: true, force: true });
}
if (failed) console.log(`\n--- npm start output ---\n${log.join("").slice(-8000)}`);
console.log(failed ? "\nfirst requests: FAILED" : "\nfirst requests: every one answered as the second does");
process.exit(failed || process.exitCode ? 1 : 0);

/** Waits until something listens on the port, without sending an HTTP request (that would be the first). */
async function waitForPort() {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (serverExited) throw new Error("npm start exited before it served anything");
    if (await isListening()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nothing listened on ${port} within ${READY_TIMEOUT_MS / 1000} s`);
}

async function send(path: string, init: RequestInit & { cookie?: string } = {}): Promise<Answer & { headers: Headers }> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.method === "POST") headers.set("Origin", origin);
  const response = await fetch(`${origin}${path}`, {
    ...init,
    headers,
    redirect: "manual",
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return {
    status: response.status,
    contentType: response.headers.get("Content-Type") ?? "",
    body: await response.text(),
    headers: response.headers,
  };
}

function json(path: string, cookie: string, method = "GET", body?: unknown) {
  return send(path, {
    method,
    cookie,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** What must be the same between the first and the second answer of a page. */
function pageShape(answer: Answer) {
  return {
    status: answer.status,
    html: answer.contentType.includes("text/html"),
    forms: (answer.body.match(/<form[\s>]/g) ?? []).length,
    hydration: answer.body.includes("__reactRouterContext") && /<script[^>]+type="module"/.test(answer.body),
    error: /Internal server error|Unexpected Server Error|Application Error/i.test(answer.body),
  };
}

function compare(name: string, first: Answer, second: Answer, expected: { status: number; page?: boolean }): Check {
  const problems: string[] = [];
  if (first.status !== expected.status)
    problems.push(`first answered ${first.status}, expected ${expected.status}: ${first.body.slice(0, 200)}`);
  if (first.status !== second.status) problems.push(`first answered ${first.status}, second ${second.status}`);
  if (expected.page) {
    const [a, b] = [pageShape(first), pageShape(second)];
    if (JSON.stringify(a) !== JSON.stringify(b)) problems.push(`first page ${JSON.stringify(a)}, second ${JSON.stringify(b)}`);
    if (!a.hydration) problems.push("the first page has no hydration script");
    if (a.error) problems.push("the first page shows an error");
  } else if (!first.contentType.includes("application/json")) {
    problems.push(`first answered ${first.contentType || "no content type"}, not JSON`);
  }
  return { name, problems };
}

/**
 * Loads what a browser loads for the page: its stylesheets, scripts and, module by module, everything
 * they import, all at once as a browser does. Each must answer 200 the first time (the dev server once
 * answered 504 "Outdated Optimize Dep" while it re-optimised, and the page rendered without its form).
 */
async function checkAssets(name: string, page: Answer): Promise<Check> {
  const problems: string[] = [];
  const named = pageAssets(page.body);
  if (named.size === 0) problems.push("the page names no script or stylesheet");
  // Like a browser's cache, what an earlier page loaded is not asked for again.
  let wave = [...named].filter((url) => !loadedAssets.has(url));
  const before = loadedAssets.size;
  while (wave.length > 0 && loadedAssets.size < 5000) {
    for (const url of wave) loadedAssets.add(url);
    const answers = await Promise.all(wave.map(async (url) => ({ url, answer: await send(url) })));
    const next = new Set<string>();
    for (const { url, answer } of answers) {
      // What the page names must load; of what the modules import, read with a rough pattern that
      // also catches examples in comments, only a server error counts.
      const refused = named.has(url) ? answer.status !== 200 : answer.status >= 500;
      if (refused) problems.push(`${url} answered ${answer.status}: ${answer.body.slice(0, 120)}`);
      if (answer.status !== 200) continue;
      if (/javascript/.test(answer.contentType))
        for (const imported of moduleImports(answer.body, url)) if (!loadedAssets.has(imported)) next.add(imported);
    }
    wave = [...next];
  }
  return { name: `${name}: ${loadedAssets.size - before} more scripts, modules and stylesheets`, problems };
}

function pageAssets(html: string): Set<string> {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (tag.startsWith("<link") && !/rel="(?:modulepreload|stylesheet)"/.test(tag)) continue;
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (url?.startsWith("/")) urls.add(url);
  }
  // Inline module scripts import the entry and route modules.
  for (const match of html.matchAll(/import(?:\s*\(\s*|\s+[^"';]*?from\s*|\s*)["'](\/[^"']+)["']/g)) urls.add(match[1]!);
  return urls;
}

function moduleImports(code: string, from: string): string[] {
  const specifiers = [...code.matchAll(/(?:\bimport|\bexport)\s*(?:\(\s*|[\w*{}\s,$]+?\s*from\s*)?["']((?:\/|\.\.?\/)[^"']+)["']/g)].map(
    (match) => match[1]!,
  );
  return specifiers.map((specifier) => {
    const url = new URL(specifier, `${origin}${from}`);
    return `${url.pathname}${url.search}`;
  });
}

async function firstAndSecondRequests(): Promise<Check[]> {
  const checks: Check[] = [];
  const twice = async (name: string, request: () => Promise<Answer>, expected: { status: number; page?: boolean }) => {
    const first = await request();
    const second = await request();
    checks.push(compare(name, first, second, expected));
    return first;
  };

  const loginPage = await twice("GET /login", () => send("/login"), { status: 200, page: true });
  checks.push(await checkAssets("GET /login", loginPage));

  let cookie = "";
  await twice(
    "POST /v1/auth/login",
    async () => {
      const answer = await json("/v1/auth/login", "", "POST", DEMO);
      const value = readSetCookie(answer.headers.get("Set-Cookie"), SESSION_COOKIE);
      if (value) cookie = `${SESSION_COOKIE}=${value}`;
      return answer;
    },
    { status: 200 },
  );
  if (!cookie) throw new Error("signing in gave no session cookie");

  const me = await twice("GET /v1/users/me", () => json("/v1/users/me", cookie), { status: 200 });
  const spaceId = (JSON.parse(me.body) as { space_ids: number[] }).space_ids[0];
  const workers = await twice("GET /v1/workers", () => json("/v1/workers", cookie), { status: 200 });
  const workerId = (JSON.parse(workers.body) as { id: number }[])[0]?.id;
  const companies = await twice("GET /v1/companies", () => json(`/v1/companies?space_id=${spaceId}`, cookie), { status: 200 });
  const companyId = (JSON.parse(companies.body) as { id: number }[])[0]?.id;
  await twice("GET /v1/reference/legal-forms", () => json("/v1/reference/legal-forms", cookie), { status: 200 });
  let sequence = 0;
  await twice(
    "POST /v1/users",
    () =>
      json("/v1/users", cookie, "POST", {
        email: `first-request-${Date.now()}-${++sequence}@demo.interim.test`,
        first_name: "Première",
        last_name: "Requête",
        space_ids: [spaceId],
      }),
    { status: 201 },
  );

  const pages = [
    "/home",
    "/workers",
    `/workers/${workerId}`,
    "/workers/create",
    "/companies",
    `/companies/${companyId}`,
    "/companies/create",
    "/account",
    "/space/users",
  ];
  for (const path of pages) {
    const page = await twice(`GET ${path}`, () => send(path, { cookie }), { status: 200, page: true });
    checks.push(await checkAssets(`GET ${path}`, page));
  }
  checks.push(await refusedBodyThenNext(cookie));
  return checks;
}

/**
 * A body refused before it was read (413) leaves the connection usable (decision 0043): through the
 * local server's proxy the next request once answered 500 ("fetch failed"), and a 2 MB body with its
 * length declared answered 500 itself. A 100 KB registration (the public routes take 64 KB) and a 2 MB
 * sign-in (the API takes 1 MB), each with its length and chunked, then ordinary requests.
 */
async function refusedBodyThenNext(cookie: string): Promise<Check> {
  const problems: string[] = [];
  const chunked = (bytes: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < bytes; sent += 65_536) controller.enqueue(new TextEncoder().encode("x".repeat(65_536)));
        controller.close();
      },
    });
  const bodies = [
    { name: "100 KB", path: "/v1/public/spaces/lyon/registrations", body: () => JSON.stringify({ first_name: "x".repeat(100 * 1024) }) },
    { name: "100 KB chunked", path: "/v1/public/spaces/lyon/registrations", body: () => chunked(100 * 1024) },
    { name: "2 MB", path: "/v1/auth/login", body: () => JSON.stringify({ email: "x".repeat(2 * 1024 * 1024) }) },
    { name: "2 MB chunked", path: "/v1/auth/login", body: () => chunked(2 * 1024 * 1024) },
  ];
  for (const { name, path, body } of bodies) {
    const refused = await send(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: body(),
      duplex: "half",
    } as RequestInit);
    if (refused.status !== 413) problems.push(`the ${name} body answered ${refused.status}, expected 413: ${refused.body.slice(0, 200)}`);
    for (const [next, ask] of [
      ["/v1/users/me", () => json("/v1/users/me", cookie)],
      ["/login", () => send("/login")],
    ] as const) {
      const answer = await ask();
      if (answer.status !== 200) problems.push(`${next} after the ${name} 413 answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    }
  }
  return { name: "bodies refused with 413 (100 KB, 2 MB), then ordinary requests on the same connection", problems };
}

/**
 * Stops start.mjs's group and the group it gives the server (detached, so that Ctrl-C on `npm start`
 * reaches workerd), then makes sure nothing still listens on the port.
 */
async function stopServer() {
  const groups = new Set([server.pid!, ...descendantGroups(server.pid!)]);
  const signal = (name: NodeJS.Signals) => {
    for (const group of groups) {
      try {
        process.kill(-group, name);
      } catch {
        // already gone
      }
    }
  };
  signal("SIGTERM");
  const deadline = Date.now() + 15_000;
  while (!serverExited && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  signal("SIGKILL");
  while (Date.now() < deadline) {
    if (!(await isListening())) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.error(`something still listens on ${port} after stopping npm start`);
  process.exitCode = 1;
}

/** The process groups of every process below `root` (ps: pid, parent, group). */
function descendantGroups(root: number): number[] {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid=,pgid="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const below = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of rows) {
      if (below.has(ppid) && !below.has(pid)) {
        below.add(pid);
        grew = true;
      }
    }
  }
  const ownGroup = rows.find(([pid]) => pid === process.pid)?.[2];
  const groups = rows.filter(([pid]) => below.has(pid) && pid !== root).map(([, , pgid]) => pgid);
  return [...new Set(groups)].filter((pgid) => pgid !== ownGroup && pgid > 1);
}

function isListening(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "localhost");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** The value a `Set-Cookie` header gives the named cookie (matched whole: `session` is not `__Host-session`). */
function readSetCookie(header: string | null, name: string): string | null {
  const match = new RegExp(`(?:^|[,;]\\s*)${name.replace(/[$-]/g, "\\$&")}=([^;,]+)`).exec(header ?? "");
  return match?.[1] ?? null;
}
