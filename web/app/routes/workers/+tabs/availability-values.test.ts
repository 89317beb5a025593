import { describe, expect, it } from "vitest";
import { AvailabilityCreateSchema } from "#domain/workers/availability-schemas";
import { availabilityInputFromForm, defaultAvailabilityPeriod } from "./availability-values";
import { schemaCheck } from "./tab-check";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const check = schemaCheck(AvailabilityCreateSchema, availabilityInputFromForm);

function refusals(values: Record<string, string>) {
  return check(form(values));
}

describe("the availability form as /v1 takes it", () => {
  it("sends the Paris period as instants, the follow-up as a boolean and a trimmed comment", () => {
    const input = availabilityInputFromForm(
      form({ status: "available", from: "2026-03-02T08:00", to: "2026-03-09T18:00", follow_up: "on", comment: "  Préfère les matins  " }),
    );
    expect(input).toEqual({
      status: "available",
      from: "2026-03-02T07:00:00.000Z",
      to: "2026-03-09T17:00:00.000Z",
      follow_up: true,
      comment: "Préfère les matins",
    });
    expect(AvailabilityCreateSchema.safeParse(input).success).toBe(true);
  });

  it("leaves out an unchosen status and empty bounds (from now, for a week), and clears an empty comment", () => {
    const input = availabilityInputFromForm(form({ status: "", from: "", to: "", comment: " " }));
    expect(input).toEqual({ follow_up: false, comment: null });
    expect(refusals({ status: "" })).toEqual({ status: { key: "validation.required" } });
  });

  it("names the rule a refused period breaks", () => {
    expect(refusals({ status: "available", from: "2026-03-09T08:00", to: "2026-03-02T08:00" })).toEqual({
      to: { key: "workers.tabs.fieldErrors.periodEndBeforeStart" },
    });
    expect(refusals({ status: "available", from: "demain" })).toEqual({ from: { key: "workers.tabs.fieldErrors.periodFormat" } });
    expect(refusals({ status: "available", from: "1999-12-31T08:00", to: "2026-03-02T08:00" })).toEqual({
      from: { key: "workers.tabs.fieldErrors.periodOutOfRange" },
    });
  });

  it("refuses a follow-up request for a contract (spec 000 §3) and a comment over 500 characters", () => {
    expect(refusals({ status: "contract", follow_up: "on" })).toEqual({
      follow_up: { key: "workers.tabs.fieldErrors.followUpNotForContract" },
    });
    expect(refusals({ status: "contract", comment: "x".repeat(501) })).toEqual({ comment: { key: "validation.tooLong" } });
    expect(refusals({ status: "contract", comment: "x".repeat(500) })).toEqual({});
  });

  it("offers from now, to the minute, until one week later (spec 000 §3, §9)", () => {
    expect(defaultAvailabilityPeriod(new Date("2026-03-02T07:15:42Z"))).toEqual({ from: "2026-03-02T08:15", to: "2026-03-09T08:15" });
    // Across the spring change, one week is 7 × 24 hours, as /v1 counts it.
    expect(defaultAvailabilityPeriod(new Date("2026-03-25T11:00:00Z"))).toEqual({ from: "2026-03-25T12:00", to: "2026-04-01T13:00" });
  });
});
