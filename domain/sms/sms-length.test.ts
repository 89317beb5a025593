import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { measureSms, SMS_LIMITS, splitSmsSegments } from "./sms-length";

// Vectors built from 3GPP TS 23.038's default alphabet and extension table.

describe("measureSms: encoding", () => {
  it.each(["é", "è", "ù", "à", "Ç", "É", "ì", "ò", "Ä", "ñ", "ß", "@", "£", "¤", "¿", "Δ"])(
    "%s is in the GSM-7 basic table: 1 septet",
    (character) => {
      expect(measureSms(character)).toEqual({ encoding: "GSM-7", units: 1, segments: 1, ucs2Characters: [] });
    },
  );

  it.each(["€", "^", "{", "}", "\\", "[", "]", "~", "|", "\f"])("%s is in the extension table: 2 septets", (character) => {
    expect(measureSms(character)).toMatchObject({ encoding: "GSM-7", units: 2, segments: 1 });
  });

  // Lower-case ç is not in the table (only capital Ç is); nor are the other French accents, the
  // typographic apostrophe, the guillemets, the ellipsis or the no-break space.
  it.each(["ç", "ê", "â", "î", "ô", "û", "ë", "ï", "œ", "’", "«", "»", "…", "–", "\u00a0", "È", "À"])(
    "%s is not GSM-7: the whole message becomes UCS-2",
    (character) => {
      const length = measureSms(`Bonjour ${character}`);
      expect(length).toEqual({ encoding: "UCS-2", units: 9, segments: 1, ucs2Characters: [character] });
    },
  );

  it("names each character that forced UCS-2 once, an emoji as one character of 2 units", () => {
    const length = measureSms("Ça va ? Très bien ! Reçu, reçu 👍 à demain");
    expect(length.encoding).toBe("UCS-2");
    expect(length.ucs2Characters).toEqual(["ç", "👍"]);
    expect(length.units).toBe("Ça va ? Très bien ! Reçu, reçu 👍 à demain".length);
  });
});

describe("measureSms: segments", () => {
  it("holds 160 septets in one SMS, 161 in two", () => {
    expect(measureSms("a".repeat(160))).toMatchObject({ units: 160, segments: 1 });
    expect(measureSms("a".repeat(161))).toMatchObject({ units: 161, segments: 2 });
    expect(measureSms("a".repeat(306))).toMatchObject({ segments: 2 });
    expect(measureSms("a".repeat(307))).toMatchObject({ segments: 3 });
  });

  it("counts an extension character as 2 septets toward the 160", () => {
    expect(measureSms("€".repeat(80))).toMatchObject({ units: 160, segments: 1 });
    expect(measureSms("a" + "€".repeat(80))).toMatchObject({ units: 161, segments: 2 });
  });

  it("never splits an escape pair: a part closes at 152 septets when a 2-septet character comes next", () => {
    // 152 septets then €: 154 would not fit a 153-septet part, so € opens the second part.
    const message = "a".repeat(152) + "€" + "a".repeat(10);
    expect(splitSmsSegments(message)).toEqual(["a".repeat(152), "€" + "a".repeat(10)]);
    // 153 € are 306 septets: a naive count says 2 parts of 153, but 76 € fill 152 of each part.
    expect(measureSms("€".repeat(153))).toMatchObject({ units: 306, segments: 3 });
  });

  it("holds 70 UCS-2 units in one SMS, 71 in two of 67", () => {
    expect(measureSms("ç".repeat(70))).toMatchObject({ encoding: "UCS-2", units: 70, segments: 1 });
    expect(measureSms("ç".repeat(71))).toMatchObject({ units: 71, segments: 2 });
    expect(measureSms("ç".repeat(134))).toMatchObject({ segments: 2 });
    expect(measureSms("ç".repeat(135))).toMatchObject({ segments: 3 });
  });

  it("never splits a surrogate pair: an emoji at unit 67 opens the next part", () => {
    const message = "ç".repeat(66) + "😀" + "ç".repeat(10);
    expect(splitSmsSegments(message)).toEqual(["ç".repeat(66), "😀" + "ç".repeat(10)]);
    expect(measureSms("ç" + "😀".repeat(67))).toMatchObject({ units: 135, segments: 3 });
  });

  it("treats the empty message as one segment of nothing", () => {
    expect(measureSms("")).toEqual({ encoding: "GSM-7", units: 0, segments: 1, ucs2Characters: [] });
  });
});

describe("splitSmsSegments: properties", () => {
  const alphabet = fc.constantFrom("a", "é", "€", "[", "ç", "😀", " ", "\n", "’", "Ç", "👍🏽");
  const message = fc.array(alphabet, { maxLength: 400 }).map((pieces) => pieces.join(""));

  it("never cuts a pair, never overfills a part, and loses nothing", () => {
    fc.assert(
      fc.property(message, (text) => {
        const parts = splitSmsSegments(text);
        const { encoding, segments } = measureSms(text);
        expect(parts.join("")).toBe(text);
        expect(Math.max(1, parts.length)).toBe(segments);
        const limit = parts.length > 1 ? SMS_LIMITS[encoding].part : SMS_LIMITS[encoding].single;
        for (const part of parts) {
          // A lone high surrogate at the end, or a lone low one at the start, would be a cut pair.
          expect(/[\uD800-\uDBFF]$/.test(part)).toBe(false);
          expect(/^[\uDC00-\uDFFF]/.test(part)).toBe(false);
          const units = encoding === "GSM-7" ? [...part].reduce((n, c) => n + ("€[".includes(c) ? 2 : 1), 0) : part.length;
          expect(units).toBeLessThanOrEqual(limit);
        }
      }),
      { numRuns: 500 },
    );
  });
});
