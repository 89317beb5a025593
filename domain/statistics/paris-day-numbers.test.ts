import { describe, expect, it } from "vitest";
import { parisOffsetMs } from "../dates/paris-wall-time";
import { parisToday } from "../dates/paris-day";
import { daysOf, parisDayNumberAt, parisOffsetAt, parisOffsetSpans, dayOfNumber, periodInstants } from "./paris-day-numbers";

// The statistics' Paris days, computed inside SQLite from the offsets below, agree with Intl's own
// reading of Europe/Paris at every hour of nine years, the changes of the clocks included.

const HOUR = 3_600_000;

describe("Paris day numbers", () => {
  it("give Intl's offset and day at every hour from 2024 to 2032 (every fifth: each hour of the day in turn), and at the minutes around each change", () => {
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2033, 0, 1); at += 5 * HOUR) {
      expect(parisOffsetAt(at), new Date(at).toISOString()).toBe(parisOffsetMs(new Date(at)));
      expect(dayOfNumber(parisDayNumberAt(at))).toBe(parisToday(new Date(at)));
    }
    // 2031: 30 March and 26 October at 01:00 UTC.
    for (const change of [Date.UTC(2031, 2, 30, 1), Date.UTC(2031, 9, 26, 1)]) {
      for (const at of [change - 60_000, change, change + 60_000]) expect(parisOffsetAt(at)).toBe(parisOffsetMs(new Date(at)));
    }
  }, 60_000);

  it("split a period at each change of the clocks inside it, and only there", () => {
    const year = periodInstants("2031-01-01", "2031-12-31");
    expect(year.spans).toEqual([
      { until: Date.UTC(2031, 2, 30, 1), offsetMs: HOUR },
      { until: Date.UTC(2031, 9, 26, 1), offsetMs: 2 * HOUR },
      { until: null, offsetMs: HOUR },
    ]);
    expect(parisOffsetSpans(Date.UTC(2031, 5, 1), Date.UTC(2031, 6, 1))).toEqual([{ until: null, offsetMs: 2 * HOUR }]);
    expect(year.start).toBe(Date.UTC(2030, 11, 31, 23));
    expect(year.end).toBe(Date.UTC(2031, 11, 31, 23));
    expect(daysOf("2031-02-27", "2031-03-02")).toEqual(["2031-02-27", "2031-02-28", "2031-03-01", "2031-03-02"]);
  });
});
