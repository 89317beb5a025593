import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "./country-codes";
import { formatIban, isValidBic, parseBic, parseIban } from "./iban-bic";

/** Reference check digits: 98 − (BBAN + country + "00" mod 97), with BigInt. */
function ibanCheckDigits(country: string, bban: string): string {
  const numeric = [...(bban + country + "00")].map((c) => String(Number.parseInt(c, 36))).join("");
  return String(98n - (BigInt(numeric) % 97n)).padStart(2, "0");
}

/** Reference RIB key, letters converted by the banks' table. */
function ribKey(bank: string, branch: string, account: string): string {
  const table: Record<string, string> = {
    A: "1",
    B: "2",
    C: "3",
    D: "4",
    E: "5",
    F: "6",
    G: "7",
    H: "8",
    I: "9",
    J: "1",
    K: "2",
    L: "3",
    M: "4",
    N: "5",
    O: "6",
    P: "7",
    Q: "8",
    R: "9",
    S: "2",
    T: "3",
    U: "4",
    V: "5",
    W: "6",
    X: "7",
    Y: "8",
    Z: "9",
  };
  const digits = account.replace(/[A-Z]/g, (l) => table[l]!);
  const sum = 89n * BigInt(bank) + 15n * BigInt(branch) + 3n * BigInt(digits);
  return String(97n - (sum % 97n)).padStart(2, "0");
}

describe("IBAN: ISO 13616 and registry examples", () => {
  it.each([
    "GB82 WEST 1234 5698 7654 32",
    "FR14 2004 1010 0505 0001 3M02 606",
    "FR76 3000 6000 0112 3456 7890 189",
    "DE89 3704 0044 0532 0130 00",
    "BE68 5390 0754 7034",
    "NL91 ABNA 0417 1643 00",
    "CH93 0076 2011 6238 5295 7",
    "ES91 2100 0418 4502 0005 1332",
    "IT60 X054 2811 1010 0000 0123 456",
    "NO93 8601 1117 947",
    "MT84 MALT 0110 0001 2345 MTLC AST0 01S",
    "AT61 1904 3002 3457 3201",
    "PL61 1090 1014 0000 0712 1981 2874",
    "PT50 0002 0123 1234 5678 9015 4",
    "LU28 0019 4006 4475 0000",
    "IE29 AIBK 9311 5212 3456 78",
    "MC58 1122 2000 0101 2345 6789 030",
    "DK50 0040 0440 1162 43",
    "FI21 1234 5600 0007 85",
    "SE45 5000 0000 0583 9825 7466",
    "GR16 0110 1250 0000 0001 2300 695",
    "RO49 AAAA 1B31 0075 9384 0000",
    "HU42 1177 3016 1111 1018 0000 0000",
    "CZ65 0800 0000 1920 0014 5399",
    "SK31 1200 0000 1987 4263 7541",
    "SI56 2633 0001 2039 086",
    "HR12 1001 0051 8630 0016 0",
    "BG80 BNBG 9661 1020 3456 78",
    "LT12 1000 0111 0100 1000",
    "LV80 BANK 0000 4351 9500 1",
    "EE38 2200 2210 2014 5685",
    "CY17 0020 0128 0000 0012 0052 7600",
    "IS14 0159 2600 7654 5510 7303 39",
    "LI21 0881 0000 2324 013A A",
    "SM86 U032 2509 8000 0000 0270 100",
    "AD12 0001 2030 2003 5910 0100",
    "GI75 NWBK 0000 0000 7099 453",
    "SA03 8000 0000 6080 1016 7519",
    "LC55 HEMM 0001 0001 0012 0012 0002 3015",
    "TN59 1000 6035 1835 9847 8831",
  ])("accepts %s", (iban) => {
    const result = parseIban(iban);
    expect(result).toMatchObject({ ok: true, value: iban.replace(/ /g, ""), country: iban.slice(0, 2) });
  });

  it("normalizes case and spaces and splits the parts", () => {
    expect(parseIban(" fr14 2004 1010 0505 0001 3m02 606 ")).toEqual({
      ok: true,
      value: "FR1420041010050500013M02606",
      country: "FR",
      checkDigits: "14",
      bban: "20041010050500013M02606",
    });
  });

  it("says why an IBAN is refused", () => {
    expect(parseIban("GB82 WEST 1234 5698 7654 33")).toEqual({ ok: false, reason: "checksum" });
    expect(parseIban("GB28 WEST 1234 5698 7654 32")).toEqual({ ok: false, reason: "checksum" });
    expect(parseIban("GB82 WEST 1234 5698 7654 3")).toEqual({ ok: false, reason: "length" });
    expect(parseIban("FR14 2004 1010 0505 0001 3M02 6066")).toEqual({ ok: false, reason: "length" });
    expect(parseIban("US64 SVBK US6S 3300 9673 8637")).toEqual({ ok: false, reason: "country" });
    expect(parseIban("XX82 WEST 1234 5698 7654 32")).toEqual({ ok: false, reason: "country" });
    expect(parseIban("GB82-WEST-1234-5698-7654-32")).toEqual({ ok: false, reason: "format" });
    expect(parseIban("1234")).toEqual({ ok: false, reason: "format" });
    expect(parseIban("")).toEqual({ ok: false, reason: "format" });
  });

  it("checks the RIB key inside a French IBAN even when the IBAN digits agree", () => {
    const bban = "20041010050500013M02607"; // RIB key 07 instead of 06
    const iban = `FR${ibanCheckDigits("FR", bban)}${bban}`;
    expect(parseIban(iban)).toEqual({ ok: false, reason: "bban" });
    expect(ribKey("20041", "01005", "0500013M026")).toBe("06");
  });

  it("groups by four for display", () => {
    expect(formatIban("FR1420041010050500013M02606")).toBe("FR14 2004 1010 0505 0001 3M02 606");
    expect(formatIban("fr14 2004 1010 0505 0001 3m02 606")).toBe("FR14 2004 1010 0505 0001 3M02 606");
    expect(formatIban("BE68539007547034")).toBe("BE68 5390 0754 7034");
  });
});

describe("IBAN properties", () => {
  const frenchBban = fc
    .tuple(fc.stringMatching(/^\d{5}$/), fc.stringMatching(/^\d{5}$/), fc.stringMatching(/^[0-9A-Z]{11}$/))
    .map(([bank, branch, account]) => bank + branch + account + ribKey(bank, branch, account));

  it("accepts any French BBAN with its RIB key and IBAN check digits, and catches any changed character", () => {
    fc.assert(
      fc.property(frenchBban, fc.integer({ min: 4, max: 26 }), (bban, position) => {
        const iban = `FR${ibanCheckDigits("FR", bban)}${bban}`;
        expect(parseIban(iban)).toMatchObject({ ok: true, value: iban });
        expect(parseIban(formatIban(iban))).toMatchObject({ ok: true, value: iban });
        const char = iban[position]!;
        const other = char === "0" ? "1" : /\d/.test(char) ? String((Number(char) + 1) % 10) : char === "Z" ? "Y" : "Z";
        const typo = iban.slice(0, position) + other + iban.slice(position + 1);
        expect(parseIban(typo).ok).toBe(false);
      }),
    );
  });

  it("accepts any German account with its computed check digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{18}$/), (bban) => {
        expect(parseIban(`DE${ibanCheckDigits("DE", bban)}${bban}`).ok).toBe(true);
      }),
    );
  });

  it("never throws on any string", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        expect(typeof parseIban(input).ok).toBe("boolean");
        expect(typeof formatIban(input)).toBe("string");
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}\d{2}[0-9A-Z]{0,40}$/), (input) => {
        expect(typeof parseIban(input).ok).toBe("boolean");
      }),
    );
  });
});

describe("BIC: ISO 9362 (py-stdnum bic)", () => {
  it.each([
    "AGRIFRPP882",
    "AGRIFRPP",
    "ABNA BE 2A",
    "BNPAFRPPAUX",
    "BNPAMQMX",
    "BNPARERXPOR",
    "AGRIGPGX",
    "BFCOYTYT",
    "BNPANCNXKOU",
    "SOCBPFTX",
    "CDCGWF2M",
    "SBMMMCMC",
    "NLPRXKPR",
    "TEBKXKPR030",
    "DEUTESBBAP2",
    "UBKLGB2LBAK",
    "ABNCNL2AGIR",
    "RZOOAT2L226",
    "BKCHCNBJ260",
    "agrifrpp",
  ])("accepts %s", (bic) => {
    expect(isValidBic(bic)).toBe(true);
  });

  it("splits the parts", () => {
    expect(parseBic("AGRIFRPP882")).toEqual({ ok: true, value: "AGRIFRPP882", bank: "AGRI", country: "FR", location: "PP", branch: "882" });
    expect(parseBic("agri fr pp")).toEqual({ ok: true, value: "AGRIFRPP", bank: "AGRI", country: "FR", location: "PP", branch: null });
  });

  it("refuses wrong lengths, digits in bank or country, and unknown countries", () => {
    expect(parseBic("AGRIFRPP8")).toEqual({ ok: false, reason: "format" });
    expect(parseBic("AGRIFRPP88")).toEqual({ ok: false, reason: "format" });
    expect(parseBic("AGRIFRPP8822")).toEqual({ ok: false, reason: "format" });
    expect(parseBic("AGRIF2PP")).toEqual({ ok: false, reason: "format" });
    expect(parseBic("AGR1FRPP")).toEqual({ ok: false, reason: "format" });
    expect(parseBic("AGRIFRP_")).toEqual({ ok: false, reason: "format" });
    expect(parseBic("MULTIPLE")).toEqual({ ok: false, reason: "country" }); // IP is no country
    expect(parseBic("AGRIXXPP")).toEqual({ ok: false, reason: "country" });
    expect(isValidBic("")).toBe(false);
  });

  it("knows the 249 ISO 3166 codes and Kosovo", () => {
    expect(COUNTRY_CODES.size).toBe(250);
    for (const code of ["FR", "RE", "GP", "MQ", "GF", "YT", "PM", "NC", "PF", "WF", "BL", "MF", "TF", "MC", "XK"]) {
      expect(COUNTRY_CODES.has(code)).toBe(true);
    }
    expect(COUNTRY_CODES.has("UK")).toBe(false);
    expect(COUNTRY_CODES.has("EU")).toBe(false);
  });

  it("never throws on any string", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (input) => {
        expect(typeof isValidBic(input)).toBe("boolean");
      }),
    );
  });
});
