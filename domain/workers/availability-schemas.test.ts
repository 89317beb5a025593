import { describe, expect, it } from "vitest";
import { AvailabilityCreateSchema, availabilityPeriod } from "./availability-schemas";

const NOW = new Date("2026-11-21T09:00:00Z");

describe("availability period (spec 000 §3: one week from recording by default)", () => {
  it("runs one week from now, or from the given start", () => {
    expect(availabilityPeriod({}, NOW)).toEqual({ startsAt: NOW, endsAt: new Date("2026-11-28T09:00:00Z") });
    expect(availabilityPeriod({ from: "2026-12-01" }, NOW)).toEqual({
      startsAt: new Date("2026-11-30T23:00:00Z"),
      endsAt: new Date("2026-12-07T23:00:00Z"),
    });
  });

  it("reads days as whole Paris days and instants with their offset", () => {
    expect(availabilityPeriod({ from: "2026-07-14", to: "2026-07-14" }, NOW)).toEqual({
      startsAt: new Date("2026-07-13T22:00:00Z"),
      endsAt: new Date("2026-07-14T22:00:00Z"),
    });
    expect(availabilityPeriod({ from: "2026-12-01T08:00:00+01:00", to: "2026-12-01T12:30:00+01:00" }, NOW)).toEqual({
      startsAt: new Date("2026-12-01T07:00:00Z"),
      endsAt: new Date("2026-12-01T11:30:00Z"),
    });
  });

  it("refuses an end before the start, a follow-up for a contract, and a long comment", () => {
    const fields = (body: unknown) => AvailabilityCreateSchema.safeParse(body).error?.issues.map((issue) => issue.path.join("."));
    expect(fields({ status: "available", from: "2026-12-02", to: "2026-12-01" })).toEqual(["to"]);
    expect(fields({ status: "contract", follow_up: true })).toEqual(["follow_up"]);
    expect(fields({ status: "available", comment: "x".repeat(501) })).toEqual(["comment"]);
    expect(fields({ status: "available", from: "2026-02-30" })).toEqual(["from"]);
    expect(
      AvailabilityCreateSchema.safeParse({ status: "unavailable", from: "2026-12-01", to: "2026-12-05", follow_up: true }).success,
    ).toBe(true);
  });
});
