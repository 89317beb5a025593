import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatFrenchPhone, parseFrenchPhone } from "./phone";

describe("French phone numbers: ARCEP plan (spec 000 §5)", () => {
  it.each([
    ["06 12 34 56 78", "+33612345678", "mobile"],
    ["0601234567", "+33601234567", "mobile"],
    ["0733456789", "+33733456789", "mobile"],
    ["07 56 78 90 12", "+33756789012", "mobile"],
    ["0798765432", "+33798765432", "mobile"],
    ["01 42 68 53 00", "+33142685300", "fixed"],
    ["02 40 12 34 56", "+33240123456", "fixed"],
    ["03 20 12 34 56", "+33320123456", "fixed"],
    ["04 91 12 34 56", "+33491123456", "fixed"],
    ["05 56 12 34 56", "+33556123456", "fixed"],
    ["09 51 23 45 67", "+33951234567", "voip"],
    ["08 00 12 34 56", "+33800123456", "special"],
    ["08 95 12 34 56", "+33895123456", "special"],
  ])("reads %s as %s (%s)", (input, e164, kind) => {
    expect(parseFrenchPhone(input)).toEqual({ ok: true, e164, kind, region: "FR" });
  });

  it("accepts every mobile block from 073 to 079", () => {
    for (const block of ["073", "074", "075", "076", "077", "078", "079"]) {
      expect(parseFrenchPhone(`${block}1234567`)).toMatchObject({ ok: true, kind: "mobile", region: "FR" });
    }
  });

  it("refuses 070, 071 and 072: not mobiles, not anything", () => {
    for (const number of ["0700123456", "0701234567", "0712345678", "0723456789"]) {
      expect(parseFrenchPhone(number)).toEqual({ ok: false, reason: "prefix" });
    }
  });

  it("refuses the 14-digit 0700 machine range: a person's number has 10 digits", () => {
    expect(parseFrenchPhone("07 00 12 34 56 78 90")).toEqual({ ok: false, reason: "format" });
  });

  it("refuses 00 as a national prefix and unknown blocks", () => {
    expect(parseFrenchPhone("0012345678")).toMatchObject({ ok: false });
    expect(parseFrenchPhone("0612")).toEqual({ ok: false, reason: "format" });
  });
});

describe("overseas numbers dialled nationally", () => {
  it.each([
    ["0639 69 12 34", "+262639691234", "YT", "mobile"],
    ["0690 12 34 56", "+590690123456", "GP", "mobile"],
    ["0691 22 12 34", "+590691221234", "GP", "mobile"],
    ["0692 12 34 56", "+262692123456", "RE", "mobile"],
    ["0693 40 12 34", "+262693401234", "RE", "mobile"],
    ["0694 12 34 56", "+594694123456", "GF", "mobile"],
    ["0696 12 34 56", "+596696123456", "MQ", "mobile"],
    ["0697 12 34 56", "+596697123456", "MQ", "mobile"],
    ["0262 12 34 56", "+262262123456", "RE", "fixed"],
    ["0269 61 12 34", "+262269611234", "YT", "fixed"],
    ["0590 12 34 56", "+590590123456", "GP", "fixed"],
    ["0594 12 34 56", "+594594123456", "GF", "fixed"],
    ["0596 61 23 45", "+596596612345", "MQ", "fixed"],
    // the overseas 0709 blocks
    ["07 09 00 12 34", "+590709001234", "GP", "mobile"],
    ["07 09 10 12 34", "+596709101234", "MQ", "mobile"],
    ["07 09 20 12 34", "+262709201234", "RE", "mobile"],
    ["07 09 30 12 34", "+594709301234", "GF", "mobile"],
    ["07 09 35 12 34", "+262709351234", "YT", "mobile"],
  ])("reads %s as %s (%s, %s)", (input, e164, region, kind) => {
    expect(parseFrenchPhone(input)).toEqual({ ok: true, e164, region, kind });
  });

  it("files Saint-Barthélemy and Saint-Martin under Guadeloupe's +590 plan", () => {
    expect(parseFrenchPhone("0590 27 12 34")).toEqual({ ok: true, e164: "+590590271234", kind: "fixed", region: "GP" });
  });

  it("refuses overseas prefixes outside the allocated blocks", () => {
    expect(parseFrenchPhone("0639 81 12 34")).toEqual({ ok: false, reason: "prefix" });
    expect(parseFrenchPhone("0709 50 12 34")).toEqual({ ok: false, reason: "prefix" });
  });
});

describe("typing variants", () => {
  it.each([
    "06 12 34 56 78",
    "06.12.34.56.78",
    "06-12-34-56-78",
    " 0612345678 ",
    "+33 6 12 34 56 78",
    "+33612345678",
    "0033 6 12 34 56 78",
    "+33 (0)6 12 34 56 78",
    "+33 06 12 34 56 78",
    "06\u00a012\u00a034\u00a056\u00a078",
  ])("reads %j", (input) => {
    expect(parseFrenchPhone(input)).toEqual({ ok: true, e164: "+33612345678", kind: "mobile", region: "FR" });
  });

  it("reads overseas numbers written with their own calling code", () => {
    expect(parseFrenchPhone("+262 692 12 34 56")).toMatchObject({ ok: true, e164: "+262692123456", region: "RE" });
    expect(parseFrenchPhone("00590 690 12 34 56")).toMatchObject({ ok: true, e164: "+590690123456", region: "GP" });
    expect(parseFrenchPhone("+596 696 12 34 56")).toMatchObject({ ok: true, region: "MQ" });
    expect(parseFrenchPhone("+594 694 12 34 56")).toMatchObject({ ok: true, region: "GF" });
  });

  it("does not move +33 692… to Réunion: that number does not exist", () => {
    expect(parseFrenchPhone("+33 6 92 12 34 56")).toEqual({ ok: false, reason: "prefix" });
  });

  it("refuses foreign numbers and malformed input", () => {
    expect(parseFrenchPhone("+44 7911 123456")).toEqual({ ok: false, reason: "prefix" });
    expect(parseFrenchPhone("+32 470 12 34 56")).toEqual({ ok: false, reason: "prefix" });
    expect(parseFrenchPhone("+33 6 12 34")).toEqual({ ok: false, reason: "format" });
    expect(parseFrenchPhone("612345678")).toEqual({ ok: false, reason: "format" });
    expect(parseFrenchPhone("06123456789")).toEqual({ ok: false, reason: "format" });
    expect(parseFrenchPhone("06 12 34 56 7a")).toEqual({ ok: false, reason: "format" });
    expect(parseFrenchPhone("(06) 12 34 56 78")).toEqual({ ok: false, reason: "format" });
    expect(parseFrenchPhone("")).toEqual({ ok: false, reason: "format" });
    expect(parseFrenchPhone(null as unknown as string)).toEqual({ ok: false, reason: "format" });
  });
});

describe("mobile only (an SMS needs a mobile)", () => {
  it("keeps mobiles, mainland and overseas", () => {
    expect(parseFrenchPhone("06 12 34 56 78", { mobileOnly: true })).toMatchObject({ ok: true });
    expect(parseFrenchPhone("0692 12 34 56", { mobileOnly: true })).toMatchObject({ ok: true, region: "RE" });
  });

  it("refuses fixed, VoIP and special numbers as not mobile", () => {
    for (const number of ["01 42 68 53 00", "09 51 23 45 67", "08 00 12 34 56", "0262 12 34 56"]) {
      expect(parseFrenchPhone(number, { mobileOnly: true })).toEqual({ ok: false, reason: "not_mobile" });
    }
  });

  it("still reports a bad prefix as a bad prefix", () => {
    expect(parseFrenchPhone("0712345678", { mobileOnly: true })).toEqual({ ok: false, reason: "prefix" });
  });
});

describe("display", () => {
  it("groups the national number by two", () => {
    expect(formatFrenchPhone("+33612345678")).toBe("06 12 34 56 78");
    expect(formatFrenchPhone("+262692123456")).toBe("06 92 12 34 56");
    expect(formatFrenchPhone("+590590271234")).toBe("05 90 27 12 34");
  });

  it("leaves anything else untouched", () => {
    expect(formatFrenchPhone("+447911123456")).toBe("+447911123456");
    expect(formatFrenchPhone("not a phone")).toBe("not a phone");
  });
});

describe("phone properties", () => {
  const mainlandMobile = fc
    .tuple(fc.constantFrom("060", "061", "062", "064", "065", "066", "067", "068", "073", "077", "079"), fc.stringMatching(/^\d{7}$/))
    .map(([block, rest]) => block + rest);

  it("reads any mainland mobile and gives it back through its display", () => {
    fc.assert(
      fc.property(mainlandMobile, (number) => {
        const result = parseFrenchPhone(number, { mobileOnly: true });
        expect(result).toEqual({ ok: true, e164: `+33${number.slice(1)}`, kind: "mobile", region: "FR" });
        if (result.ok) expect(formatFrenchPhone(result.e164).replace(/ /g, "")).toBe(number);
      }),
    );
  });

  it("never accepts 070–072", () => {
    fc.assert(
      fc.property(fc.constantFrom("070", "071", "072"), fc.stringMatching(/^\d{7}$/), (block, rest) => {
        const number = block + rest;
        // the overseas 0709 0–3 blocks are the only numbers there
        if (/^0709[0-3]/.test(number)) return;
        expect(parseFrenchPhone(number).ok).toBe(false);
      }),
    );
  });

  it("round-trips every accepted number through its display", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0[1-9]\d{8}$/), (number) => {
        const result = parseFrenchPhone(number);
        if (!result.ok) return;
        expect(parseFrenchPhone(formatFrenchPhone(result.e164))).toEqual(result);
        expect(parseFrenchPhone(result.e164)).toEqual(result);
      }),
    );
  });

  it("never throws on any string", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.boolean(), (input, mobileOnly) => {
        expect(typeof parseFrenchPhone(input, { mobileOnly }).ok).toBe("boolean");
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[+0-9 .()-]{0,20}$/), (input) => {
        expect(typeof parseFrenchPhone(input).ok).toBe("boolean");
      }),
    );
  });
});
