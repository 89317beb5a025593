// Where a Worker's CPU goes while it answers one URL again and again (decision 0038): samples the
// Worker through the inspector the Cloudflare Vite plugin opens (`vite preview` or `vite dev`, port
// 9229), then prints the functions with the most time of their own and the frames with the most time
// under them, per request:
//   npx tsx scripts/bench/profile-worker.ts <worker> <url> [cookie] [requests] [out.cpuprofile]
//   npx tsx scripts/bench/profile-worker.ts interim-web http://127.0.0.1:5173/workers/42 "__Host-session=…" 300
// <worker> is a Worker's name (interim-web, interim-functions, interim-queues). The times are sampled
// (every 50 µs) and inflated by the sampling itself: compare the lines with each other, not with the
// bench. The saved profile opens in a browser's developer tools (Performance, load profile).
import { writeFileSync } from "node:fs";

const [worker, url, cookie = "", requestsText = "300", out] = process.argv.slice(2);
if (!worker || !url) {
  console.error("usage: profile-worker.ts <worker> <url> [cookie] [requests] [out.cpuprofile]");
  process.exit(2);
}
const requests = Number(requestsText);
const INSPECTOR = process.env.INSPECTOR ?? "ws://127.0.0.1:9229";
const WARMUP = 20;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  startTime: number;
  endTime: number;
}

/** A DevTools protocol session; the inspector proxy refuses a connection without an Origin it knows. */
async function inspectorSession(address: string) {
  const socket = new WebSocket(address, { headers: { Origin: "http://localhost" } } as unknown as string[]);
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let nextId = 1;
  return {
    send<Result>(method: string, params: object = {}) {
      const id = nextId++;
      return new Promise<Result>((resolve) => {
        waiting.set(id, resolve as (result: unknown) => void);
        socket.send(JSON.stringify({ id, method, params }));
      });
    },
    close: () => socket.close(),
  };
}

async function fetchOnce() {
  const response = await fetch(url!, { headers: { Cookie: cookie }, redirect: "manual" });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

const session = await inspectorSession(`${INSPECTOR}/${worker}`);
for (let i = 0; i < WARMUP; i++) await fetchOnce();
await session.send("Profiler.enable");
await session.send("Profiler.setSamplingInterval", { interval: 50 });
await session.send("Profiler.start");
const started = performance.now();
for (let i = 0; i < requests; i++) await fetchOnce();
const elapsed = performance.now() - started;
const { profile } = await session.send<{ profile: Profile }>("Profiler.stop");
session.close();
if (out) writeFileSync(out, JSON.stringify(profile));

const msPerSample = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const nameOf = ({ callFrame }: ProfileNode) =>
  `${callFrame.functionName || "(anonymous)"} ${callFrame.url.split("/").slice(-2).join("/")}:${callFrame.lineNumber}`;
const own = new Map<string, number>();
const under = new Map<string, number>();
let busy = 0;
for (const id of profile.samples) {
  const node = nodes.get(id)!;
  if (node.callFrame.functionName === "(idle)") continue;
  busy++;
  own.set(nameOf(node), (own.get(nameOf(node)) ?? 0) + 1);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    const name = nameOf(nodes.get(at)!);
    if (!seen.has(name)) under.set(name, (under.get(name) ?? 0) + 1);
    seen.add(name);
  }
}
const perRequest = (samples: number) => ((samples * msPerSample) / requests).toFixed(3);
const top = (counts: Map<string, number>, count: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, samples]) => `${perRequest(samples)} ms  ${name}`)
    .join("\n");
console.log(
  `${requests} requests in ${elapsed.toFixed(0)} ms (${(elapsed / requests).toFixed(2)} ms each), ${perRequest(busy)} ms busy each`,
);
console.log(`--- own time per request ---\n${top(own, 40)}`);
console.log(`--- time under, per request ---\n${top(under, 40)}`);
