import { describe, expect, it } from "vitest";
import { documentExpiryOf, expiringUntil } from "./document-expiry";

describe("expiring documents: validity ending within 30 Paris days", () => {
  // 23:30 UTC on 30 November is already 1 December in Paris (UTC+1).
  const lateEvening = new Date("2026-11-30T23:30:00Z");

  it("counts from the Paris day, not the UTC one", () => {
    expect(expiringUntil(lateEvening)).toBe("2026-12-31");
    expect(documentExpiryOf("2026-11-30", lateEvening)).toBe("expired");
    expect(documentExpiryOf("2026-12-01", lateEvening)).toBe("expires_soon");
  });

  it("flags up to the 30th day inclusive, not the 31st; a document without an end never", () => {
    expect(documentExpiryOf("2026-12-31", lateEvening)).toBe("expires_soon");
    expect(documentExpiryOf("2027-01-01", lateEvening)).toBeNull();
    expect(documentExpiryOf(null, lateEvening)).toBeNull();
  });
});
