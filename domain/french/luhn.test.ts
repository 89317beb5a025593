import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isLuhnValid, luhnCheckDigit, withLuhnKey } from "./luhn";

describe("Luhn check digit", () => {
  it.each([
    ["7992739871", "3"], // the textbook example
    ["73282932", "0"], // SIREN 732 829 320
    ["35079200", "8"], // SIREN 350 792 008
    ["48031824", "5"], // SIREN 480 318 245
    ["7328293200007", "4"], // SIRET 732 829 320 00074
    ["0", "0"],
  ])("completes %s with %s", (body, key) => {
    expect(luhnCheckDigit(body)).toBe(key);
    expect(withLuhnKey(body)).toBe(body + key);
    expect(isLuhnValid(body + key)).toBe(true);
  });

  it("refuses every other last digit, and any change of one digit", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, position, shift) => {
        const valid = withLuhnKey(body);
        const at = position % valid.length;
        const changed = valid.slice(0, at) + String((Number(valid[at]) + shift) % 10) + valid.slice(at + 1);
        return isLuhnValid(valid) && !isLuhnValid(changed);
      }),
    );
  });

  it("completes digits only", () => {
    expect(() => luhnCheckDigit("12a4")).toThrow("digits only");
    expect(() => luhnCheckDigit("")).toThrow("digits only");
  });
});
