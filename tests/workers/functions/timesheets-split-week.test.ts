import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "#functions/src/index";
import { forgetCallers } from "#functions/src/middleware/caller-cache";
import { countingD1 } from "../counting-d1";
import { api } from "../factories";
import { readJson } from "../json";
import { runWeeklyCreation, SPLIT_WEEK, timesheetAgency, workDay, type TimesheetAnswer } from "../timesheet-factories";
import type { ErrorAnswer } from "../worker-factories";

// PUT /v1/timesheets/{id} on the December part of 2026-W53 once its January part is kept (decision
// 0053): the 48 hours and the 11 hours' rest are checked against the later part, read in the same
// select as the timesheet itself (no round trip more).

async function splitWeek() {
  const agency = await timesheetAgency();
  await runWeeklyCreation(new Date("2026-12-28T05:00:00Z"));
  const answer = await api(`/v1/timesheets?space_id=${agency.space.id}&week=${SPLIT_WEEK}`, { token: agency.agent.token });
  const [december, january] = await readJson<TimesheetAnswer[]>(answer);
  return { token: agency.agent.token, december: december!, january: january! };
}

function put(token: string, id: number, days: unknown[]) {
  return api(`/v1/timesheets/${id}`, { method: "PUT", token, json: { days } });
}

const DECEMBER_DAYS = ["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31"].map((date) => workDay(date, "08:00", "18:00"));

describe("a week split by the month, its earlier part edited last", () => {
  it("refuses December's part when, with January's, the week goes past 48 hours, naming 31 December", async () => {
    const { token, december, january } = await splitWeek();
    expect((await put(token, january.id, [workDay("2027-01-01", "08:00", "17:00")])).status).toBe(200);
    const refused = await put(token, december.id, DECEMBER_DAYS);
    expect(refused.status).toBe(422);
    expect((await readJson<ErrorAnswer>(refused)).error.fields).toEqual([
      { field: "days.3", reason: "weekly_maximum", message: expect.stringMatching(/^2026-12-31: .*L3121-20/) },
    ]);
    // Nothing kept; with an hour's break a day (36 + 9 = 45 hours) it is.
    const kept = await readJson<TimesheetAnswer>(await api(`/v1/timesheets/${december.id}`, { token }));
    expect(kept.days).toEqual([]);
    const shorter = DECEMBER_DAYS.map((day) => ({ ...day, break_minutes: 60 }));
    expect((await put(token, december.id, shorter)).status).toBe(200);
  });

  it("refuses December's last day ending under 11 hours before January's first work, naming 31 December", async () => {
    const { token, december, january } = await splitWeek();
    expect((await put(token, january.id, [workDay("2027-01-01", "08:00", "12:00")])).status).toBe(200);
    const refused = await put(token, december.id, [workDay("2026-12-31", "14:00", "23:00")]);
    expect(refused.status).toBe(422);
    expect((await readJson<ErrorAnswer>(refused)).error.fields).toEqual([
      { field: "days.0.end", reason: "daily_rest", message: expect.stringMatching(/^2026-12-31: .*L3131-1/) },
    ]);
    // And the other way round: January's first day against December's last.
    expect((await put(token, december.id, [workDay("2026-12-31", "08:00", "16:00")])).status).toBe(200);
    const early = await put(token, january.id, [workDay("2027-01-01", "02:00", "06:00")]);
    expect((await readJson<ErrorAnswer>(early)).error.fields?.map((field) => [field.field, field.reason])).toEqual([
      ["days.0.start", "daily_rest"],
    ]);
  });

  it("reads the sibling part without a round trip more: the caller, the file with both parts, the write, the answer", async () => {
    const { token, december, january } = await splitWeek();
    expect((await put(token, january.id, [workDay("2027-01-01", "08:00", "12:00")])).status).toBe(200);
    forgetCallers();
    const { db, trips } = countingD1(env.DB);
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`https://api.test/v1/timesheets/${december.id}`, {
        method: "PUT",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.12" },
        body: JSON.stringify({ days: [workDay("2026-12-31", "08:00", "16:00")] }),
      }),
      { ...env, DB: db } as typeof env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(trips.log).toHaveLength(4);
  });
});
