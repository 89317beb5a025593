import { describe, expect, it, vi } from "vitest";
import { formatDate, formatDateTime } from "./format-date-time";

// 31 January 2026, 13:05 UTC = 14:05 in Paris (winter time).
const WINTER = new Date("2026-01-31T13:05:00Z");
// 4 July 2026, 06:30 UTC = 08:30 in Paris (summer time).
const SUMMER = new Date("2026-07-04T06:30:00Z");

describe("formatDateTime", () => {
  it("writes French dates day first, dd/mm/yyyy hh:mm", () => {
    expect(formatDateTime(WINTER, "fr")).toBe("31/01/2026 14:05");
  });

  it("writes English dates month first, mm/dd/yyyy hh:mm", () => {
    expect(formatDateTime(WINTER, "en")).toBe("01/31/2026 14:05");
  });

  it("writes the other languages day first in their own convention", () => {
    expect(formatDateTime(WINTER, "es")).toBe("31/01/2026 14:05");
    expect(formatDateTime(WINTER, "pt")).toBe("31/01/2026 14:05");
    expect(formatDateTime(WINTER, "it")).toBe("31/01/2026 14:05");
    expect(formatDateTime(WINTER, "de")).toBe("31.01.2026 14:05");
  });

  it("follows Paris time, summer time included", () => {
    expect(formatDateTime(SUMMER, "fr")).toBe("04/07/2026 08:30");
    expect(formatDateTime(SUMMER, "fr", "UTC")).toBe("04/07/2026 06:30");
  });

  it("uses a 24-hour clock with zero padding", () => {
    expect(formatDateTime(new Date("2026-03-02T23:07:00Z"), "en")).toBe("03/03/2026 00:07");
  });

  it("falls back to French for an unknown language", () => {
    expect(formatDateTime(WINTER, "nl")).toBe("31/01/2026 14:05");
  });
});

describe("formatDate", () => {
  it("drops the time", () => {
    expect(formatDate(WINTER, "fr")).toBe("31/01/2026");
    expect(formatDate(WINTER, "en")).toBe("01/31/2026");
  });
});

describe("the formatter behind the dates", () => {
  it("is built once per time zone, not once per date: a page formats many", () => {
    formatDate(new Date(0), "fr", "America/Cayenne");
    const built = vi.spyOn(Intl, "DateTimeFormat");
    try {
      for (let day = 0; day < 50; day++) formatDateTime(new Date(day * 86_400_000), "fr", "America/Cayenne");
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});
