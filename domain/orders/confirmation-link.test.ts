import { describe, expect, it } from "vitest";
import { CONFIRMATION_CODE_LENGTH, confirmationLinkExpiry, readConfirmationCode, signConfirmationCode } from "./confirmation-link";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
const NOW = new Date("2026-12-01T10:00:00Z");
const LATER = new Date("2026-12-20T10:00:00Z");

describe("the voucher's signed code (decision 0031)", () => {
  it("is short, reads back to its row until it expires, then not at all", async () => {
    const code = await signConfirmationCode(SECRET, 123_456, LATER);
    expect(code).toHaveLength(CONFIRMATION_CODE_LENGTH);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await readConfirmationCode(SECRET, code, NOW)).toEqual({ orderWorkerId: 123_456, expiresAt: LATER });
    expect(await readConfirmationCode(SECRET, code, LATER)).toBeNull();
  });

  it("refuses a code signed with another secret, changed in any character, or malformed", async () => {
    const code = await signConfirmationCode(SECRET, 42, LATER);
    expect(await readConfirmationCode("another-secret-of-at-least-thirty-two-chars", code, NOW)).toBeNull();
    for (let index = 0; index < code.length; index++) {
      const changed = code.slice(0, index) + (code[index] === "A" ? "B" : "A") + code.slice(index + 1);
      expect(await readConfirmationCode(SECRET, changed, NOW), `character ${index}`).toBeNull();
    }
    for (const malformed of ["", code.slice(1), `${code}A`, code.replace(/.$/, "="), "../../etc/passwd"]) {
      expect(await readConfirmationCode(SECRET, malformed, NOW)).toBeNull();
    }
  });

  it("names a different row with a different code, and cannot be moved to another row", async () => {
    const first = await signConfirmationCode(SECRET, 1, LATER);
    const second = await signConfirmationCode(SECRET, 2, LATER);
    expect(first).not.toBe(second);
    // The row id of the second with the MAC of the first is a forgery.
    const forged = second.slice(0, 11) + first.slice(11);
    expect(await readConfirmationCode(SECRET, forged, NOW)).toBeNull();
  });

  it("lives a week past the mission's end, or a week from now for a mission already over", () => {
    expect(confirmationLinkExpiry(new Date("2026-12-11T17:00:00Z"), NOW)).toEqual(new Date("2026-12-18T17:00:00Z"));
    expect(confirmationLinkExpiry(new Date("2026-11-01T17:00:00Z"), NOW)).toEqual(new Date("2026-12-08T10:00:00Z"));
  });
});
