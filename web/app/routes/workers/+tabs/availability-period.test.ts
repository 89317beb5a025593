import { describe, expect, it } from "vitest";
import { periodBounds } from "./availability-period";

describe("how an availability period reads", () => {
  it("shows whole Paris days as dates, the last day included", () => {
    // 2030-01-07 and 2030-01-18 recorded as days: from 00:00 on the 7th to 00:00 on the 19th, Paris time.
    expect(periodBounds("2030-01-06T23:00:00.000Z", "2030-01-18T23:00:00.000Z", "fr")).toEqual({ from: "07/01/2030", to: "18/01/2030" });
    expect(periodBounds("2026-07-01T22:00:00.000Z", "2026-07-03T22:00:00.000Z", "en")).toEqual({ from: "07/02/2026", to: "07/03/2026" });
  });

  it("shows times when either bound is not a Paris midnight", () => {
    expect(periodBounds("2026-03-02T07:00:00.000Z", "2026-03-09T17:00:00.000Z", "fr")).toEqual({
      from: "02/03/2026 08:00",
      to: "09/03/2026 18:00",
    });
    expect(periodBounds("2030-01-06T23:00:00.000Z", "2030-01-18T23:00:30.000Z", "fr")).toEqual({
      from: "07/01/2030 00:00",
      to: "19/01/2030 00:00",
    });
  });
});
