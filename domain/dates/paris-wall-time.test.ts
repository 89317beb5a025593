import { describe, expect, it } from "vitest";
import { parisOffsetMs, parisWallTime, parisWallTimeToInstant } from "./paris-wall-time";

const HOUR = 3_600_000;

describe("Paris wall times", () => {
  it("knows Paris is one hour ahead of UTC in winter and two in summer, up to the instant the clocks change", () => {
    expect(parisOffsetMs(new Date("2026-01-15T12:00:00Z"))).toBe(HOUR);
    expect(parisOffsetMs(new Date("2026-07-15T12:00:00Z"))).toBe(2 * HOUR);
    // 29 March 2026 at 01:00 UTC, 25 October 2026 at 01:00 UTC.
    expect(parisOffsetMs(new Date("2026-03-29T00:59:59Z"))).toBe(HOUR);
    expect(parisOffsetMs(new Date("2026-03-29T01:00:00Z"))).toBe(2 * HOUR);
    expect(parisOffsetMs(new Date("2026-10-25T00:59:59Z"))).toBe(2 * HOUR);
    expect(parisOffsetMs(new Date("2026-10-25T01:00:00Z"))).toBe(HOUR);
  });

  it("reads a winter time as UTC+1 and a summer time as UTC+2, whatever the machine's zone", () => {
    expect(parisWallTimeToInstant("2026-01-15T08:30")?.toISOString()).toBe("2026-01-15T07:30:00.000Z");
    expect(parisWallTimeToInstant("2026-07-15T08:30")?.toISOString()).toBe("2026-07-15T06:30:00.000Z");
    expect(parisWallTimeToInstant("2026-07-15T08:30:45")?.toISOString()).toBe("2026-07-15T06:30:45.000Z");
  });

  it("settles the days the clocks change", () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST; 02:30 does not exist and reads as the hour after.
    expect(parisWallTimeToInstant("2026-03-29T01:30")?.toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(parisWallTimeToInstant("2026-03-29T02:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(parisWallTimeToInstant("2026-03-29T03:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(parisWallTimeToInstant("2026-03-29T12:00")?.toISOString()).toBe("2026-03-29T10:00:00.000Z");
    // 25 October 2026: after the change, noon is UTC+1 again.
    expect(parisWallTimeToInstant("2026-10-25T12:00")?.toISOString()).toBe("2026-10-25T11:00:00.000Z");
  });

  it("refuses what is not a wall time", () => {
    for (const value of [
      "",
      "2026-02-30T10:00",
      "2026-01-15T24:00",
      "2026-01-15T10:60",
      "2026-01-15",
      "15/01/2026 10:00",
      "2026-01-15T10:00Z",
    ]) {
      expect(parisWallTimeToInstant(value), value).toBeUndefined();
    }
  });

  it("shows an instant as a datetime-local value in Paris, and reads it back", () => {
    const winter = new Date("2026-01-15T07:30:00Z");
    const summer = new Date("2026-07-15T22:05:00Z");
    expect(parisWallTime(winter)).toBe("2026-01-15T08:30");
    expect(parisWallTime(summer)).toBe("2026-07-16T00:05");
    expect(parisWallTimeToInstant(parisWallTime(summer))?.getTime()).toBe(summer.getTime());
  });
});
