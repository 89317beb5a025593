import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CRON_SCHEDULES, EVERY_MINUTE, NIGHTLY } from "#domain/jobs/cron-schedules";
import { cronMatches, cronsOfWranglerToml, fireDueCrons } from "../../scripts/local-cron.mjs";

// The local server's clock (decision 0045): the schedules it fires are the queues Worker's, read where
// Cloudflare reads them, matched in UTC as Cloudflare does, and each reaches the local explorer's
// scheduled endpoint (here a fake of it on loopback) with the minute it stands for.

describe("the schedules", () => {
  it("are queues/wrangler.toml's, the very ones the cron table runs (typed by CRON_SCHEDULES)", () => {
    const crons = cronsOfWranglerToml(readFileSync("queues/wrangler.toml", "utf8"));
    expect([...crons].sort()).toEqual([...CRON_SCHEDULES].sort());
  });

  it("match their minutes in UTC", () => {
    expect(cronMatches(EVERY_MINUTE, new Date("2026-03-01T12:34:00Z"))).toBe(true);
    expect(cronMatches(NIGHTLY, new Date("2026-03-01T03:00:00Z"))).toBe(true);
    expect(cronMatches(NIGHTLY, new Date("2026-03-01T03:01:00Z"))).toBe(false);
    // 03:00 in Paris is 02:00 UTC in winter: not the nightly run's minute, here as deployed.
    expect(cronMatches(NIGHTLY, new Date("2026-01-15T02:00:00Z"))).toBe(false);
    expect(cronMatches("*/15 8-18 * * 1-5", new Date("2026-03-02T08:45:00Z"))).toBe(true); // a Monday
    expect(cronMatches("*/15 8-18 * * 1-5", new Date("2026-03-01T08:45:00Z"))).toBe(false); // a Sunday
    expect(cronMatches("0 0 1 * 0", new Date("2026-03-08T00:00:00Z"))).toBe(true); // day of month or Sunday
    expect(cronMatches("0 0 * * 7", new Date("2026-03-08T00:00:00Z"))).toBe(true); // 7 is Sunday too
  });

  it("refuse what they cannot read rather than never firing", () => {
    expect(() => cronMatches("0 3 * *", new Date())).toThrow(/five fields/);
    expect(() => cronMatches("0 3 L * *", new Date())).toThrow(/only \*/);
    expect(() => cronMatches("61 * * * *", new Date())).toThrow(/out of/);
  });
});

describe("a minute's runs", () => {
  let server: Server;
  let origin: string;
  let calls: { url: string; body: { cron: string; scheduled_time: number } }[];
  let failing: string | null;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = "";
      request.on("data", (chunk) => (raw += chunk));
      request.on("end", () => {
        const body = JSON.parse(raw) as { cron: string; scheduled_time: number };
        calls.push({ url: request.url!, body });
        const outcome = body.cron === failing ? "exception" : "ok";
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ success: true, errors: [], messages: [], result: { outcome, noRetry: false } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    calls = [];
    failing = null;
  });

  const crons = [EVERY_MINUTE, NIGHTLY];

  it("at 03:00 UTC fire both schedules of the queues Worker, as at that minute", async () => {
    const minute = new Date("2026-03-01T03:00:00Z");
    expect(await fireDueCrons({ origin, crons, minute })).toEqual([EVERY_MINUTE, NIGHTLY]);
    expect(calls.map((call) => call.url)).toEqual([
      "/cdn-cgi/local/explorer/api/local/scheduled?worker=interim-queues",
      "/cdn-cgi/local/explorer/api/local/scheduled?worker=interim-queues",
    ]);
    expect(calls.map((call) => call.body)).toEqual([
      { cron: EVERY_MINUTE, scheduled_time: minute.getTime() },
      { cron: NIGHTLY, scheduled_time: minute.getTime() },
    ]);
  });

  it("at any other minute fire the every-minute one only", async () => {
    expect(await fireDueCrons({ origin, crons, minute: new Date("2026-03-01T03:01:00Z") })).toEqual([EVERY_MINUTE]);
    expect(calls).toHaveLength(1);
  });

  it("log a run that failed and still fire the next", async () => {
    failing = EVERY_MINUTE;
    const warnings: string[] = [];
    const log = { warn: (text: string) => warnings.push(text) };
    const fired = await fireDueCrons({ origin, crons, minute: new Date("2026-03-01T03:00:00Z"), log });
    expect(fired).toEqual([NIGHTLY]);
    expect(warnings).toEqual([expect.stringMatching(/^local cron "\* \* \* \* \*" failed: 200 .*exception/)]);
  });

  it("wait quietly for a server that does not listen yet", async () => {
    const warnings: string[] = [];
    const unused = createServer();
    await new Promise<void>((resolve) => unused.listen(0, "127.0.0.1", resolve));
    const closed = `http://127.0.0.1:${(unused.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => unused.close(() => resolve()));
    const fired = await fireDueCrons({ origin: closed, crons, minute: new Date(), log: { warn: (text: string) => warnings.push(text) } });
    expect(fired).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
