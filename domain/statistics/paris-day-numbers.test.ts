import { describe, expect, it } from "vitest";
import { parisDayEnd, parisDayStart, parisToday } from "../dates/paris-day";
import { parisOffsetMs } from "../dates/paris-wall-time";
import { dayNumberOf, dayOfNumber, parisDayNumberAt, parisDayStartAt, parisOffsetAt, periodInstants } from "./paris-day-numbers";

// The statistics' Paris days, computed by arithmetic, agree with Intl's own reading of Europe/Paris
// over nine years, the changes of the clocks included.

const HOUR = 3_600_000;

describe("Paris day numbers", () => {
  it("give Intl's offset and day from 2024 to 2032 (every fifth hour: each hour of the day in turn), and around each change", () => {
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2033, 0, 1); at += 5 * HOUR) {
      expect(parisOffsetAt(at), new Date(at).toISOString()).toBe(parisOffsetMs(new Date(at)));
      expect(dayOfNumber(parisDayNumberAt(at))).toBe(parisToday(new Date(at)));
    }
    // 2031: 30 March and 26 October at 01:00 UTC.
    for (const change of [Date.UTC(2031, 2, 30, 1), Date.UTC(2031, 9, 26, 1)]) {
      for (const at of [change - 60_000, change, change + 60_000]) expect(parisOffsetAt(at)).toBe(parisOffsetMs(new Date(at)));
    }
  }, 60_000);

  it("start each day at Paris's midnight, as parisDayStart reads it, every day of nine years", () => {
    for (let number = dayNumberOf("2024-01-01"); number <= dayNumberOf("2032-12-31"); number++) {
      expect(parisDayStartAt(number), dayOfNumber(number)).toBe(parisDayStart(dayOfNumber(number)).getTime());
    }
  }, 60_000);

  it("cut a period into its days, 23 and 25 hours long on the days the clocks change", () => {
    const year = periodInstants("2031-01-01", "2031-12-31");
    expect(year.days).toHaveLength(365);
    expect(year.start).toBe(Date.UTC(2030, 11, 31, 23));
    expect(year.end).toBe(parisDayEnd("2031-12-31").getTime());
    const length = (day: string) => {
      const [start, end] = year.days[dayNumberOf(day) - dayNumberOf("2031-01-01")]!;
      return (end - start) / HOUR;
    };
    expect([length("2031-03-29"), length("2031-03-30"), length("2031-10-26"), length("2031-10-27")]).toEqual([24, 23, 25, 24]);
  });
});
