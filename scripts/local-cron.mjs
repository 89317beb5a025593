// The local server's clock: fires the queues Worker's scheduled() handler on the schedules of its
// wrangler.toml, as Cloudflare does deployed (decision 0045). Miniflare and the vite plugin never fire a
// cron by themselves; they expose one scheduled run on demand at the local explorer's endpoint, which this
// calls at each minute that a schedule matches. Plain JavaScript: `npm start` and `npm run dev` run it in
// their own process, beside the server they start, and it stops with them.
import { readFileSync } from "node:fs";

/** The Worker whose cron this fires (queues/wrangler.toml's name). */
export const CRON_WORKER = "interim-queues";
const CRON_CONFIG = "queues/wrangler.toml";

/** The schedules of the top-level `[triggers] crons = [...]` (the local configuration's, which deployments repeat). */
export function cronsOfWranglerToml(toml) {
  const match = /^\[triggers\][^[]*?^crons\s*=\s*\[([^\]]*)\]/m.exec(toml);
  if (!match) throw new Error(`${CRON_CONFIG}: no [triggers] crons`);
  return [...match[1].matchAll(/"([^"]+)"/g)].map((found) => found[1]);
}

const FIELDS = [
  { name: "minute", min: 0, max: 59, of: (date) => date.getUTCMinutes() },
  { name: "hour", min: 0, max: 23, of: (date) => date.getUTCHours() },
  { name: "day of month", min: 1, max: 31, of: (date) => date.getUTCDate() },
  { name: "month", min: 1, max: 12, of: (date) => date.getUTCMonth() + 1 },
  { name: "day of week", min: 0, max: 7, of: (date) => date.getUTCDay() },
];

/** The values one cron field allows: `*`, `n`, `a-b`, with `/step`, comma-separated. Anything else is refused. */
function fieldValues(text, { name, min, max }) {
  const values = new Set();
  for (const part of text.split(",")) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`cron ${name} "${text}": only *, n, a-b, /step and lists are understood`);
    const from = match[1] === "*" ? min : Number(match[2]);
    const to = match[1] === "*" ? max : match[3] !== undefined ? Number(match[3]) : match[4] ? max : from;
    const step = match[4] ? Number(match[4]) : 1;
    if (from < min || to > max || from > to || step < 1) throw new Error(`cron ${name} "${text}" is out of ${min}-${max}`);
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

/**
 * Whether a cron expression fires at this minute. In UTC, as Cloudflare's Cron Triggers are: "0 3 * * *"
 * is 03:00 UTC locally as deployed. Day of month and day of week, both restricted, match either (cron's rule).
 */
export function cronMatches(expression, date) {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`cron "${expression}": five fields expected`);
  const allowed = parts.map((part, index) => fieldValues(part, FIELDS[index]));
  const [minute, hour, dayOfMonth, month, dayOfWeek] = FIELDS.map((field) => field.of(date));
  const weekday = allowed[4].has(dayOfWeek) || (dayOfWeek === 0 && allowed[4].has(7));
  const day = parts[2] !== "*" && parts[4] !== "*" ? allowed[2].has(dayOfMonth) || weekday : allowed[2].has(dayOfMonth) && weekday;
  return allowed[0].has(minute) && allowed[1].has(hour) && allowed[3].has(month) && day;
}

/** Asks the local server to run the Worker's scheduled() for one cron, as at `scheduledTime`. */
export async function fireCron(origin, cron, scheduledTime) {
  const response = await fetch(`${origin}/cdn-cgi/local/explorer/api/local/scheduled?worker=${CRON_WORKER}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ cron, scheduled_time: scheduledTime.getTime() }),
    signal: AbortSignal.timeout(55_000),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok || answer?.result?.outcome !== "ok") {
    throw new Error(`${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
  }
}

/**
 * Fires, one after the other, the schedules that match this minute. A run that fails is logged and the
 * next still goes; a server not listening yet is waited for quietly.
 */
export async function fireDueCrons({ origin, crons, minute, log = console }) {
  const fired = [];
  for (const cron of crons.filter((expression) => cronMatches(expression, minute))) {
    try {
      await fireCron(origin, cron, minute);
      fired.push(cron);
    } catch (error) {
      if (error?.cause?.code === "ECONNREFUSED") continue; // the server is still starting
      log.warn(`local cron "${cron}" failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return fired;
}

/** Fires each schedule at every minute it matches, from the next minute on, until stopped. */
export function startLocalCron({ origin, crons = cronsOfWranglerToml(readFileSync(CRON_CONFIG, "utf8")), log = console }) {
  for (const cron of crons) cronMatches(cron, new Date()); // an expression it cannot read fails now, not at 03:00
  let timer;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 60_000);
    timer = setTimeout(() => {
      void fireDueCrons({ origin, crons, minute, log });
      schedule();
    }, minute.getTime() - Date.now());
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
