import { describe, expect, it } from "vitest";
import { parisDayEnd, parisDayStart } from "./paris-day";

describe("Paris calendar days", () => {
  it("starts a winter day at 23:00 UTC the day before and a summer day at 22:00", () => {
    expect(parisDayStart("2026-01-15").toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(parisDayStart("2026-07-14").toISOString()).toBe("2026-07-13T22:00:00.000Z");
  });

  it("handles the DST days: 23 hours in March, 25 in October", () => {
    const march = parisDayEnd("2026-03-29").getTime() - parisDayStart("2026-03-29").getTime();
    const october = parisDayEnd("2026-10-25").getTime() - parisDayStart("2026-10-25").getTime();
    expect(march).toBe(23 * 3_600_000);
    expect(october).toBe(25 * 3_600_000);
  });

  it("crosses a year end and refuses a day that does not exist", () => {
    expect(parisDayEnd("2026-12-31").toISOString()).toBe("2026-12-31T23:00:00.000Z");
    expect(() => parisDayStart("2026-02-30")).toThrow(RangeError);
  });
});
