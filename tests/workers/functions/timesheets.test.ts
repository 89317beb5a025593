import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";
import { createOrder, orderAgency, orderBody } from "../order-factories";
import { runWeeklyCreation, SPLIT_WEEK, timesheetAgency, workDay, type TimesheetAnswer } from "../timesheet-factories";
import type { ErrorAnswer } from "../worker-factories";

const HOUR = 60;
const DECEMBER_DAYS = ["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31"].map((date) =>
  workDay(date, "08:00", "18:30", { break_minutes: 30 }),
);

async function weekOf(token: string, spaceId: number, query = "") {
  const answer = await api(`/v1/timesheets?space_id=${spaceId}&week=${SPLIT_WEEK}${query}`, { token });
  expect(answer.status).toBe(200);
  return readJson<TimesheetAnswer[]>(answer);
}

function put(token: string, id: number, days: unknown[], ifMatch?: string) {
  return api(`/v1/timesheets/${id}`, { method: "PUT", token, json: { days }, headers: ifMatch ? { "If-Match": ifMatch } : {} });
}

describe("the weekly creation", () => {
  it("gives each accepted place one timesheet per month's part of the week, once however often it runs", async () => {
    const { agent, space, order, workerId } = await timesheetAgency();
    expect(await runWeeklyCreation(new Date("2026-12-29T03:00:00Z"))).toBeGreaterThanOrEqual(2);
    await runWeeklyCreation(new Date("2026-12-30T03:00:00Z"));
    const week = await weekOf(agent.token, space.id);
    expect(week.map((sheet) => [sheet.worker.id, sheet.order.id, sheet.starts_on, sheet.ends_on, sheet.status])).toEqual([
      [workerId, order.id, "2026-12-28", "2026-12-31", "to_fill"],
      [workerId, order.id, "2027-01-01", "2027-01-03", "to_fill"],
    ]);
    // The place still waiting for its worker's answer has none; a week the order does not reach, none.
    const other = await orderAgency();
    await createOrder(other.agent.token, orderBody(other.space.id, other.company.id));
    expect(await weekOf(other.agent.token, other.space.id)).toEqual([]);
  });
});

describe("/v1/timesheets", () => {
  it("answers days and totals, counting the January part's overtime from where December stopped", async () => {
    const { agent, space } = await timesheetAgency();
    await runWeeklyCreation(new Date("2026-12-28T05:00:00Z"));
    const [december, january] = await weekOf(agent.token, space.id);

    const read = await api(`/v1/timesheets/${december!.id}`, { token: agent.token });
    expect(read.status).toBe(200);
    const etag = read.headers.get("ETag")!;
    const file = await readJson<TimesheetAnswer>(read);
    expect(file.calendar.map((day) => day.date)).toEqual(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31"]);
    expect(file.hourly_rate).toBe(12.5);

    const saved = await put(agent.token, december!.id, DECEMBER_DAYS, etag);
    expect(saved.status).toBe(200);
    expect((await readJson<TimesheetAnswer>(saved)).totals).toMatchObject({
      worked_minutes: 40 * HOUR,
      normal_minutes: 35 * HOUR,
      overtime_25_minutes: 5 * HOUR,
    });
    // The ETag read before the save names a version that is gone.
    expect((await put(agent.token, december!.id, DECEMBER_DAYS, etag)).status).toBe(412);

    const newYear = await put(agent.token, january!.id, [workDay("2027-01-01", "08:00", "15:00", { meal_allowance: 9.4 })]);
    expect(newYear.status).toBe(200);
    const answer = await readJson<TimesheetAnswer>(newYear);
    expect(answer.totals).toMatchObject({
      worked_minutes: 7 * HOUR,
      normal_minutes: 0,
      overtime_25_minutes: 3 * HOUR,
      overtime_50_minutes: 4 * HOUR,
      public_holiday_minutes: 7 * HOUR,
      meal_allowance: 9.4,
    });
    expect(answer.days).toMatchObject([{ date: "2027-01-01", public_holiday: true }]);
    // The list answers the same totals, and filters by status and order.
    const listed = await weekOf(agent.token, space.id, `&status=to_fill&order_id=${answer.order.id}`);
    expect(listed.find((sheet) => sheet.id === january!.id)?.totals).toEqual(answer.totals);
    expect(await weekOf(agent.token, space.id, "&status=approved")).toEqual([]);
  });

  it("refuses a long day, a week past 48 hours and a short rest, naming the day; changes nothing", async () => {
    const { agent, space } = await timesheetAgency();
    await runWeeklyCreation(new Date("2026-12-28T05:00:00Z"));
    const [december, january] = await weekOf(agent.token, space.id);

    const long = await put(agent.token, december!.id, [workDay("2026-12-29", "07:00", "18:00")]);
    expect(long.status).toBe(422);
    expect((await readJson<ErrorAnswer>(long)).error.fields).toEqual([
      { field: "days.0", reason: "daily_maximum", message: expect.stringMatching(/^2026-12-29: .*L3121-18/) },
    ]);

    const rest = await put(agent.token, december!.id, [workDay("2026-12-28", "14:00", "23:00"), workDay("2026-12-29", "08:00", "12:00")]);
    expect((await readJson<ErrorAnswer>(rest)).error.fields?.map((field) => [field.field, field.reason])).toEqual([
      ["days.1.start", "daily_rest"],
    ]);

    expect((await put(agent.token, december!.id, DECEMBER_DAYS)).status).toBe(200);
    const week = await put(agent.token, january!.id, [workDay("2027-01-01", "08:00", "17:00"), workDay("2027-01-02", "08:00", "10:00")]);
    expect(week.status).toBe(422);
    expect((await readJson<ErrorAnswer>(week)).error.fields).toEqual([
      { field: "days.0", reason: "weekly_maximum", message: expect.stringMatching(/^2027-01-01: .*L3121-20/) },
    ]);

    const outside = await put(agent.token, january!.id, [workDay("2026-12-31", "08:00", "12:00")]);
    expect((await readJson<ErrorAnswer>(outside)).error.fields?.map((field) => field.reason)).toEqual(["day_outside_timesheet"]);
    const malformed = await put(agent.token, january!.id, [workDay("2027-01-02", "8h", "12:00")]);
    expect(malformed.status).toBe(422);
    expect((await readJson<ErrorAnswer>(malformed)).error.fields?.map((field) => field.field)).toEqual(["days.0.start"]);

    const unchanged = await readJson<TimesheetAnswer>(await api(`/v1/timesheets/${january!.id}`, { token: agent.token }));
    expect(unchanged.days).toEqual([]);
  });

  it("refuses a day the placement does not cover, and locks an approved timesheet", async () => {
    const { agent, space } = await timesheetAgency();
    await runWeeklyCreation(new Date("2026-12-28T05:00:00Z"));
    const [december] = await weekOf(agent.token, space.id);
    await env.DB.prepare("UPDATE order_periods SET starts_at = ? WHERE order_id = ?")
      .bind(Date.parse("2026-12-29T08:00:00+01:00"), december!.order.id)
      .run();
    const before = await put(agent.token, december!.id, [workDay("2026-12-28", "08:00", "12:00")]);
    expect((await readJson<ErrorAnswer>(before)).error.fields?.map((field) => [field.field, field.reason])).toEqual([
      ["days.0.date", "day_outside_placement"],
    ]);

    await env.DB.prepare("UPDATE timesheets SET status = 'approved' WHERE id = ?").bind(december!.id).run();
    const locked = await put(agent.token, december!.id, [workDay("2026-12-29", "08:00", "12:00")]);
    expect(locked.status).toBe(409);
  });

  it("keeps each space's timesheets behind its wall, and needs the orders permission", async () => {
    const { agent, space } = await timesheetAgency();
    await runWeeklyCreation(new Date("2026-12-28T05:00:00Z"));
    const [december] = await weekOf(agent.token, space.id);

    const elsewhere = await createSpace();
    const stranger = await signedInUser({ spaceIds: [elsewhere.id], permissions: ["orders"] });
    expect((await api(`/v1/timesheets/${december!.id}`, { token: stranger.token })).status).toBe(404);
    expect((await put(stranger.token, december!.id, DECEMBER_DAYS)).status).toBe(404);
    expect((await api(`/v1/timesheets?space_id=${space.id}`, { token: stranger.token })).status).toBe(404);
    expect(await weekOf(stranger.token, elsewhere.id)).toEqual([]);

    const noOrders = await signedInUser({ spaceIds: [space.id], permissions: ["multiposting"] });
    expect((await api(`/v1/timesheets/${december!.id}`, { token: noOrders.token })).status).toBe(403);

    const badWeek = await api(`/v1/timesheets?space_id=${space.id}&week=2027-W53`, { token: agent.token });
    expect(badWeek.status).toBe(422);
    expect((await readJson<ErrorAnswer>(badWeek)).error.fields?.map((field) => field.field)).toEqual(["query.week"]);
  });
});

describe("/v1/timesheets/export", () => {
  it("gives the approved timesheets' pay and billing lines, neutralising a name that reads as a formula", async () => {
    const { agent, space, workerId } = await timesheetAgency();
    await runWeeklyCreation(new Date("2026-12-28T05:00:00Z"));
    const [december, january] = await weekOf(agent.token, space.id);
    expect((await put(agent.token, december!.id, DECEMBER_DAYS)).status).toBe(200);
    expect((await put(agent.token, january!.id, [workDay("2027-01-02", "08:00", "12:00")])).status).toBe(200);
    await env.DB.prepare("UPDATE timesheets SET status = 'approved' WHERE id = ?").bind(december!.id).run();
    await env.DB.prepare("UPDATE workers SET last_name = '=HYPERLINK(1)' WHERE id = ?").bind(workerId).run();

    const answer = await api(`/v1/timesheets/export?space_id=${space.id}&from=2026-12-01&to=2027-01-31&format=csv`, { token: agent.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toContain("text/csv");
    const lines = (await answer.text()).replace(/^\uFEFF/, "").split("\r\n");
    // 40 hours at 12.50: 35 + 5 at 25 %, base 12.50 × 41.25 = 515.63, 10 % = 51.56, 10 % of 567.19 = 56.72.
    // Billed 41.25 × 12.50 × 1.85 = 953.91. The January part is not approved: not exported.
    const payLine = lines.find((line) => line.includes("2026-W53"))!;
    expect(payLine.split(";")).toEqual([
      "'=HYPERLINK(1) Sam",
      "CO-000001",
      "2026-W53",
      "2026-12-28",
      "2026-12-31",
      "35",
      "5",
      "0",
      "0",
      "0",
      "12,5",
      "515,63",
      "51,56",
      "56,72",
      "0",
      "0",
    ]);
    expect(lines.filter((line) => line.includes("2026-W53"))).toHaveLength(1);
    expect(lines).toContain("Acme Logistique;CO-000001;35;5;0;12,5;1,85;953,91");
    expect(lines).toContain("Total;;35;5;0;;;953,91");

    const xlsx = await api(`/v1/timesheets/export?space_id=${space.id}&from=2026-12-01&to=2027-01-31&format=xlsx`, { token: agent.token });
    expect(xlsx.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(new Uint8Array(await xlsx.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));

    const backwards = await api(`/v1/timesheets/export?space_id=${space.id}&from=2027-01-31&to=2026-12-01`, { token: agent.token });
    expect(backwards.status).toBe(422);
    expect((await readJson<ErrorAnswer>(backwards)).error.fields?.map((field) => field.field)).toEqual(["query.to"]);
    const stranger = await signedInUser({ spaceIds: [(await createSpace()).id], permissions: ["orders"] });
    expect((await api(`/v1/timesheets/export?space_id=${space.id}&from=2026-12-01&to=2027-01-31`, { token: stranger.token })).status).toBe(
      404,
    );
  });
});
