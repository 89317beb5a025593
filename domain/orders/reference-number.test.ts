import { describe, expect, it } from "vitest";
import { formatOrderDate, formatReference, orderTabTitle, parseReference } from "./reference-number";

describe("reference numbers (file 001 §2)", () => {
  it("prefixes PE / CO in French and WO / OR in English, padded to six digits", () => {
    expect(formatReference("worker", 42, "fr")).toBe("PE-000042");
    expect(formatReference("order", 42, "fr")).toBe("CO-000042");
    expect(formatReference("worker", 42, "en")).toBe("WO-000042");
    expect(formatReference("order", 1234567, "en")).toBe("OR-1234567");
    // The other interface languages follow the French reading.
    expect(formatReference("order", 7, "de")).toBe("CO-000007");
  });

  it("writes order dates day/month in French and month/day in English, Paris time", () => {
    const at = new Date("2026-12-07T07:30:00Z"); // 08:30 in Paris (winter)
    expect(formatOrderDate(at, "fr")).toBe("07/12 08:30");
    expect(formatOrderDate(at, "en")).toBe("12/07 08:30");
    expect(formatOrderDate(new Date("2026-07-03T22:15:00Z"), "fr")).toBe("04/07 00:15");
  });

  it("makes tab titles from the reference and the first start", () => {
    expect(orderTabTitle(42, new Date("2026-12-07T07:30:00Z"), "fr")).toBe("CO-000042 · 07/12");
    expect(orderTabTitle(42, new Date("2026-12-07T07:30:00Z"), "en")).toBe("OR-000042 · 12/07");
    expect(orderTabTitle(42, null, "en")).toBe("OR-000042");
  });

  it("reads a typed reference back", () => {
    expect(parseReference("CO-000042")).toBe(42);
    expect(parseReference("or 42")).toBe(42);
    expect(parseReference("42")).toBe(42);
    expect(parseReference("Durand")).toBeNull();
  });
});
