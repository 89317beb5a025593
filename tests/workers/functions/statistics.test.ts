import { describe, expect, it } from "vitest";
import type { Statistics } from "#domain/statistics/statistics-schemas";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";
import { MONTH, registered, statisticsSpace } from "../statistics-factories";
import type { ErrorAnswer } from "../worker-factories";

// GET /v1/statistics: a period's figures in Paris days, one space or all, owners only.

function statisticsOf(token: string, query: Record<string, string | number>) {
  return api(`/v1/statistics?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`, { token });
}

describe("GET /v1/statistics", () => {
  it("counts a month of one space's facts by Paris day, with the fill, its median time and the daily series", async () => {
    const { space, owner } = await statisticsSpace();
    const response = await statisticsOf(owner.token, { space_id: space.id, ...MONTH });
    expect(response.status).toBe(200);
    const figures = await readJson<Statistics>(response);
    expect(figures).toMatchObject({
      space_id: space.id,
      from: "2031-03-01",
      to: "2031-03-31",
      time_zone: "Europe/Paris",
      workers: { registered: 4, by_route: { standard: 1, express: 1, kiosk: 1, staff: 1 } },
      orders: { created: 2, places_asked: 5, places_filled: 2, fill_rate: 0.4, median_time_to_fill_hours: 20 },
      sms: { sent: 3, replies: 1 },
      dpae: { submitted: 2, accepted: 1, errors: 1 },
    });
    expect(figures.daily).toHaveLength(31);
    const day = (date: string) => figures.daily.find((entry) => entry.day === date)!;
    // 1 March 23:30 UTC is 2 March in Paris (winter); 30 March 22:30 UTC is 31 March (summer time).
    expect(day("2031-03-01").workers_registered).toBe(0);
    expect(day("2031-03-02").workers_registered).toBe(1);
    expect(day("2031-03-30").workers_registered).toBe(0);
    expect(day("2031-03-31").workers_registered).toBe(1);
    expect(day("2031-03-10").workers_registered).toBe(2);
    expect(day("2031-03-05")).toMatchObject({ orders_created: 1, places_filled: 1, sms_sent: 2, dpae_submitted: 1 });
    // The second acceptance, 30 hours after 5 March 09:00 UTC: 6 March 16:00 in Paris.
    expect(day("2031-03-06")).toMatchObject({ places_filled: 1, sms_sent: 1, sms_replies: 1, dpae_submitted: 1 });
  });

  it("sums every space without space_id, and a space with nothing answers zeros and null rates", async () => {
    const first = await statisticsSpace();
    const second = await statisticsSpace();
    const all = await readJson<Statistics>(await statisticsOf(first.owner.token, MONTH));
    expect(all.space_id).toBeNull();
    // Other test files may add their own spaces' rows in March 2031: at least these two.
    expect(all.workers.registered).toBeGreaterThanOrEqual(8);
    expect(all.orders.places_asked).toBeGreaterThanOrEqual(10);

    const empty = await createSpace();
    const nothing = await readJson<Statistics>(await statisticsOf(second.owner.token, { space_id: empty.id, ...MONTH }));
    expect(nothing.workers.registered).toBe(0);
    expect(nothing.orders).toEqual({ created: 0, places_asked: 0, places_filled: 0, fill_rate: null, median_time_to_fill_hours: null });
  });

  it("keeps the period's edges to Paris days: a worker at 23:30 UTC on the last day belongs to the next day", async () => {
    const space = await createSpace();
    const owner = await signedInUser({ permissions: ["app-admin"] });
    await registered(space.id, "2031-04-30T22:30:00Z", "standard");
    const april = await readJson<Statistics>(await statisticsOf(owner.token, { space_id: space.id, from: "2031-04-01", to: "2031-04-30" }));
    expect(april.workers.registered).toBe(0);
    const may = await readJson<Statistics>(await statisticsOf(owner.token, { space_id: space.id, from: "2031-05-01", to: "2031-05-01" }));
    expect(may.workers.registered).toBe(1);
  });

  it("is the owners': 403 for anyone else, 401 without a session, 404 for a space that does not exist", async () => {
    const space = await createSpace();
    const admin = await signedInUser({ spaceIds: [space.id], permissions: ["space-users", "orders", "jobs-delegate"] });
    const refused = await statisticsOf(admin.token, { space_id: space.id, ...MONTH });
    expect(refused.status).toBe(403);
    expect((await readJson<ErrorAnswer>(refused)).error.message).toBe("User has no rights");
    expect((await api(`/v1/statistics?from=2031-03-01&to=2031-03-31`)).status).toBe(401);
    const owner = await signedInUser({ permissions: ["app-admin"] });
    expect((await statisticsOf(owner.token, { space_id: 2_000_000_000, ...MONTH })).status).toBe(404);
  });

  it("names each refused query field with its reason", async () => {
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const cases: [Record<string, string>, string, string][] = [
      [{ from: "2031-03-01" }, "query.to", ""],
      [{ from: "2031-02-30", to: "2031-03-01" }, "query.from", "date_invalid"],
      [{ from: "01/03/2031", to: "2031-03-01" }, "query.from", "date_format"],
      [{ from: "2031-03-02", to: "2031-03-01" }, "query.to", "date_before_from"],
      [{ from: "2030-01-01", to: "2031-03-01" }, "query.to", "period_too_long"],
      [{ from: "2031-03-01", to: "2031-03-02", space_id: "x" }, "query.space_id", ""],
      [{ from: "2031-03-01", to: "2031-03-02", extra: "1" }, "query.extra", ""],
    ];
    for (const [query, field, message] of cases) {
      const response = await statisticsOf(owner.token, query);
      expect(response.status, JSON.stringify(query)).toBe(422);
      const fields = (await readJson<ErrorAnswer>(response)).error.fields ?? [];
      const refusal = fields.find((entry) => entry.field === field);
      expect(refusal, JSON.stringify({ query, fields })).toBeDefined();
      if (message) expect(refusal!.message).toBe(message);
    }
  });
});
