import { describe, expect, it } from "vitest";
import { formatRelativeTime, relativeTimeParts } from "./format-relative-time";

const NOW = new Date("2026-06-15T12:00:00Z");

function ago(milliseconds: number) {
  return new Date(NOW.getTime() - milliseconds);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("relativeTimeParts (spec 000 §9)", () => {
  it("counts seconds under a minute", () => {
    expect(relativeTimeParts(ago(0), NOW)).toEqual({ value: 0, unit: "second" });
    expect(relativeTimeParts(ago(59 * SECOND), NOW)).toEqual({ value: -59, unit: "second" });
  });

  it("then minutes under an hour, then hours under a day", () => {
    expect(relativeTimeParts(ago(60 * SECOND), NOW)).toEqual({ value: -1, unit: "minute" });
    expect(relativeTimeParts(ago(59 * MINUTE), NOW)).toEqual({ value: -59, unit: "minute" });
    expect(relativeTimeParts(ago(HOUR), NOW)).toEqual({ value: -1, unit: "hour" });
    expect(relativeTimeParts(ago(23 * HOUR), NOW)).toEqual({ value: -23, unit: "hour" });
  });

  it("then days up to 30", () => {
    expect(relativeTimeParts(ago(DAY), NOW)).toEqual({ value: -1, unit: "day" });
    expect(relativeTimeParts(ago(30 * DAY), NOW)).toEqual({ value: -30, unit: "day" });
  });

  it("then months up to 12", () => {
    expect(relativeTimeParts(ago(31 * DAY), NOW)).toEqual({ value: -1, unit: "month" });
    expect(relativeTimeParts(ago(200 * DAY), NOW)).toEqual({ value: -6, unit: "month" });
    expect(relativeTimeParts(ago(360 * DAY), NOW)).toEqual({ value: -12, unit: "month" });
  });

  it("then years", () => {
    expect(relativeTimeParts(ago(365 * DAY), NOW)).toEqual({ value: -1, unit: "year" });
    expect(relativeTimeParts(ago(3 * 365 * DAY), NOW)).toEqual({ value: -3, unit: "year" });
  });

  it("counts forward for dates to come", () => {
    expect(relativeTimeParts(new Date(NOW.getTime() + 5 * MINUTE), NOW)).toEqual({ value: 5, unit: "minute" });
  });
});

describe("formatRelativeTime", () => {
  it("speaks the user's language", () => {
    expect(formatRelativeTime(ago(3 * MINUTE), NOW, "fr")).toBe("il y a 3 minutes");
    expect(formatRelativeTime(ago(3 * MINUTE), NOW, "en")).toBe("3 minutes ago");
    expect(formatRelativeTime(ago(2 * DAY), NOW, "de")).toBe("vor 2 Tagen");
    expect(formatRelativeTime(ago(45 * SECOND), NOW, "es")).toBe("hace 45 segundos");
  });
});
