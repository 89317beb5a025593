import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { luhnCheckDigit } from "./luhn";
import { frenchVatNumber, isValidFrenchVat, isValidSiren, isValidSiret, normalizeSiret, sirenFromSiret } from "./siren-siret";

describe("SIREN (py-stdnum fr/siren)", () => {
  it.each([
    "217601 145",
    "3 1 0 1 8 8 4 2 0",
    "350792008",
    "480318245",
    "500 674 056",
    "529290488",
    "738 205 269",
    "752136200",
    "752490334",
    "775 699 309",
    "775672272",
    "776 944 944",
    "820043784",
    "404833048",
    "552 008 443",
  ])("accepts %s", (siren) => {
    expect(isValidSiren(siren)).toBe(true);
  });

  it("refuses a wrong check digit, wrong lengths, letters and the blank-form zeros", () => {
    expect(isValidSiren("404833047")).toBe(false);
    expect(isValidSiren("40483304")).toBe(false);
    expect(isValidSiren("4048330480")).toBe(false);
    expect(isValidSiren("40483304A")).toBe(false);
    expect(isValidSiren("000000000")).toBe(false);
    expect(isValidSiren("")).toBe(false);
  });
});

describe("SIRET (py-stdnum fr/siret, stdnum-js fr/siret)", () => {
  const found = [
    "0 5 7 8 1 3 1 3 1 0 0 0 2 6",
    "1 800 700 39 00 110",
    "2 00 03 00 13 000 11",
    "2 101 005 33 000 12",
    "2 777 000 43 000 15",
    "3 1 0 1 8 8 4 2 0 00 0 8 0",
    "3 12 494 529 000 34",
    "3 24 34 54 20 000 40",
    "30206838200050",
    "314 901 323 00043",
    "329.338.88300153",
    "380 321 430 00023",
    "389 011 529 00036",
    "38981890700203",
    "4 8 2 7 8 1 9 11 0 0 0 11",
    "479 461 675 00049",
    "513 133 637 000 35",
    "542 097 324 0006 6",
    "652 059 213 00023",
    "7 7821 0526 00019",
    "775.563.232.00104",
    "778 239 798 000 11",
    "79068156300017",
    "8 1002665800015",
    "8 21 114 55000014",
    "73282932000074",
  ];
  it.each(found)("accepts %s", (siret) => {
    expect(isValidSiret(siret)).toBe(true);
  });

  it("refuses a wrong check digit and wrong lengths", () => {
    expect(isValidSiret("73282932000079")).toBe(false);
    expect(isValidSiret("73282932000075")).toBe(false);
    expect(isValidSiret("12345678")).toBe(false);
    expect(isValidSiret("732829320000740")).toBe(false);
    expect(isValidSiret("7328293200007A")).toBe(false);
  });

  it("refuses a Luhn-valid SIRET whose SIREN part is not valid", () => {
    // 404833047 is a bad SIREN; pick the establishment digits that make the 14 digits Luhn-valid
    const body = "4048330470000";
    expect(isValidSiret(body + luhnCheckDigit(body))).toBe(false);
  });

  it("checks La Poste's establishments by digit sum, its head office by Luhn", () => {
    expect(isValidSiret("356 000 000 09075")).toBe(true);
    expect(isValidSiret("35600000000048")).toBe(true);
    expect(isValidSiret("35600000049837")).toBe(true);
    expect(isValidSiret("35600000049838")).toBe(false);
    // the head office's digit sum is 26: only Luhn lets it through
    expect([..."35600000000048"].reduce((sum, d) => sum + Number(d), 0)).toBe(26);
    // its neighbour is an establishment: digit sum 27, refused
    expect(isValidSiret("35600000000049")).toBe(false);
  });

  it("reads the SIREN out of a valid SIRET", () => {
    expect(sirenFromSiret("732 829 320 00074")).toBe("732829320");
    expect(sirenFromSiret("35600000049837")).toBe("356000000");
    expect(sirenFromSiret("73282932000079")).toBeNull();
  });

  it("strips spaces", () => {
    expect(normalizeSiret(" 732 829 320 00074 ")).toBe("73282932000074");
    expect(normalizeSiret("732\u00a0829\u00a0320\u00a000074")).toBe("73282932000074");
  });
});

describe("intra-community VAT number", () => {
  it("derives the key from the SIREN (py-stdnum fr/siren, fr/siret)", () => {
    expect(frenchVatNumber("443 121 975")).toBe("FR46443121975");
    expect(frenchVatNumber("732829320")).toBe("FR44732829320");
    expect(frenchVatNumber("303265045")).toBe("FR40303265045");
    expect(frenchVatNumber("494887854")).toBe("FR04494887854");
    expect(frenchVatNumber("404833047")).toBeNull();
  });

  it.each(["FR 40 303 265 045", "Fr 40 303 265 045", "FR23334175221", "FR04494887854", "FR84323140392", "FR 53 000 004 605"])(
    "accepts %s (py-stdnum fr/tva, stdnum-js fr/tva)",
    (vat) => {
      expect(isValidFrenchVat(vat)).toBe(true);
    },
  );

  it.each(["FR84323140391", "FR 84 323 140 391", "40303265045", "FRK7399859412", "FR4Z123456782", "FR403032650", "DE40303265045"])(
    "refuses %s",
    (vat) => {
      expect(isValidFrenchVat(vat)).toBe(false);
    },
  );

  it("computes the same key both ways for any SIREN", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (n) => {
        const body = String(n).padStart(8, "0");
        const siren = body + luhnCheckDigit(body);
        const vat = frenchVatNumber(siren);
        const stdnumKey = String(Number((BigInt(siren) * 100n + 12n) % 97n)).padStart(2, "0");
        expect(vat).toBe(`FR${stdnumKey}${siren}`);
        expect(isValidFrenchVat(vat!)).toBe(true);
      }),
    );
  });
});

describe("SIREN/SIRET properties", () => {
  it("accepts any body completed with its Luhn digit, and refuses every other last digit", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{7}$/), fc.integer({ min: 1, max: 9 }), (body, delta) => {
        const check = luhnCheckDigit(body);
        expect(isValidSiren(body + check)).toBe(true);
        expect(isValidSiren(body + String((Number(check) + delta) % 10))).toBe(false);
      }),
    );
  });

  it("accepts any establishment of a valid company once completed with its Luhn digit", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{7}$/), fc.stringMatching(/^\d{4}$/), (sirenBody, nic) => {
        const siren = sirenBody + luhnCheckDigit(sirenBody);
        fc.pre(siren !== "356000000");
        const body = siren + nic;
        const siret = body + luhnCheckDigit(body);
        expect(isValidSiret(siret)).toBe(true);
        expect(sirenFromSiret(siret)).toBe(siren);
        expect(isValidSiret(`${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`)).toBe(true);
      }),
    );
  });

  it("catches a swap of two different neighbouring digits (but 0↔9, Luhn's blind spot)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{7}$/), fc.integer({ min: 0, max: 7 }), (body, i) => {
        const siren = body + luhnCheckDigit(body);
        const a = siren[i]!;
        const b = siren[i + 1]!;
        fc.pre(a !== b && !(a === "0" && b === "9") && !(a === "9" && b === "0"));
        const swapped = siren.slice(0, i) + b + a + siren.slice(i + 2);
        expect(isValidSiren(swapped)).toBe(false);
      }),
    );
  });

  it("never throws on any string", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        expect(typeof isValidSiren(input)).toBe("boolean");
        expect(typeof isValidSiret(input)).toBe("boolean");
        expect(typeof isValidFrenchVat(input)).toBe("boolean");
        expect(sirenFromSiret(input) === null || typeof sirenFromSiret(input) === "string").toBe(true);
        expect(frenchVatNumber(input) === null || typeof frenchVatNumber(input) === "string").toBe(true);
      }),
    );
  });
});
