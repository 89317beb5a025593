import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNir, nirKey, nirMatchesIdentity, nirPredatesCorsicaSplit, parseNir, type ParsedNir } from "./nir";

const today = new Date("2026-06-15T12:00:00Z");
const parse = (input: string) => parseNir(input);
/** The Corsica warning of a valid NIR, judged on `on`. */
const predatesSplit = (input: string, on = today) => nirPredatesCorsicaSplit(parseNir(input) as ParsedNir, on);

/** Independent reference: the INSEE wording, with BigInt and string substitution. */
function referenceKey(body13: string): string {
  const digits = body13.replace("2A", "19").replace("2B", "18");
  return String(97n - (BigInt(digits) % 97n)).padStart(2, "0");
}

describe("NIR vectors from the public validators", () => {
  it.each([
    // py-stdnum fr/nir and stdnum-js fr/nir
    ["2 95 10 99 126 111 93", "295109912611193"],
    ["186022A21532523", "186022A21532523"],
    // the health insurance's NirValidator / NirKey specs
    ["255081416802538", "255081416802538"],
    ["2 84 05 88 321 025 32", "284058832102532"],
    ["2 84 05 2A 321 025 52", "284052A32102552"],
    ["2 84 05 2a 321 025 52", "284052A32102552"],
    ["2 84 05 2B 321 025 79", "284052B32102579"],
    ["2 94 03 75 120 005 91", "294037512000591"],
    ["1 53 12 45 007 231 60", "153124500723160"],
  ])("accepts %s", (input, normalized) => {
    const result = parse(input);
    expect(result).toMatchObject({ ok: true, value: normalized });
  });

  it.each([
    ["295109912611199", "key"], // py-stdnum: invalid check digit
    ["2 55 08 14 168 025 00", "key"], // NirValidatorSpec: wrong key
    ["253072C07300443", "pattern"], // py-stdnum: 2C is no département
    ["6546546546546703", "pattern"], // py-stdnum: 16 characters
    ["12345678", "pattern"], // stdnum-js: too short
    ["2 84 05 88 321 30", "pattern"], // NirValidatorSpec: other length
    ["2840588321025", "pattern"], // 13 characters: the key is required here
  ])("refuses %s (%s)", (input, reason) => {
    expect(parse(input)).toEqual({ ok: false, reason });
  });

  it("reads every part of a NIR", () => {
    expect(parse("2 95 10 99 126 111 93")).toEqual({
      ok: true,
      value: "295109912611193",
      sex: 2,
      birthYear2: 95,
      birthMonth: 10,
      departement: "99",
      commune: "126",
      order: "111",
      key: "93",
      flags: { provisional: false, bornAbroad: true, overseas: false },
    });
  });

  it("formats the way py-stdnum does", () => {
    expect(formatNir("295109912611193")).toBe("2 95 10 99 126 111 93");
  });
});

describe("NIR key", () => {
  it("matches the health insurance's NirKey examples", () => {
    expect(nirKey("2550814168025")).toBe(38);
    expect(nirKey("2940375120005")).toBe(91);
    expect(nirKey("1531245007231")).toBe(60);
    expect(nirKey("284052A321025")).toBe(52);
    expect(nirKey("284052a321025")).toBe(52);
  });

  it("reads 2A as 19 and 2B as 18, which is '20' minus 1,000,000 or 2,000,000", () => {
    const body = "2840520321025";
    const n = Number(body);
    expect(nirKey("284052A321025")).toBe(97 - ((n - 1_000_000) % 97));
    expect(nirKey("284052B321025")).toBe(97 - ((n - 2_000_000) % 97));
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), fc.stringMatching(/^\d{6}$/), (head, tail) => {
        const twenty = Number(`${head}20${tail}`);
        expect(nirKey(`${head}2A${tail}`)).toBe(97 - ((twenty - 1_000_000) % 97));
        expect(nirKey(`${head}2B${tail}`)).toBe(97 - ((twenty - 2_000_000) % 97));
      }),
    );
  });

  it("agrees with a BigInt reference for any body", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}(\d{2}|2A|2B)\d{6}$/), (body) => {
        expect(String(nirKey(body)).padStart(2, "0")).toBe(referenceKey(body));
      }),
    );
  });

  it("is NaN for a malformed body", () => {
    expect(nirKey("12345")).toBeNaN();
    expect(nirKey("28405ZZ321025")).toBeNaN();
  });
});

describe("NIR pattern rules", () => {
  const withKey = (body: string) => body + referenceKey(body);

  it("accepts spaces, dots and non-breaking spaces, and stores 15 characters", () => {
    expect(parse("2.55.08.14.168.025.38")).toMatchObject({ ok: true, value: "255081416802538" });
    expect(parse(" 2 55 08 14 168 025 38 ")).toMatchObject({ ok: true, value: "255081416802538" });
    expect(parse("2\u00a055\u00a008\u00a014\u00a0168\u00a0025\u00a038")).toMatchObject({ ok: true });
  });

  it("refuses other separators and letters outside the Corsican département", () => {
    expect(parse("2-55-08-14-168-025-38")).toEqual({ ok: false, reason: "pattern" });
    expect(parse("2550814168O2538")).toEqual({ ok: false, reason: "pattern" });
  });

  it("accepts sexes 1 and 2, flags 3, 4, 7 and 8 as provisional, refuses the others", () => {
    expect(parse(withKey("1850575056001"))).toMatchObject({ ok: true, sex: 1, flags: { provisional: false } });
    for (const sex of ["3", "4", "7", "8"]) {
      expect(parse(withKey(`${sex}850575056001`))).toMatchObject({ ok: true, flags: { provisional: true } });
    }
    // refused by the health insurance's validator for its sex digit; its key is right, so it is ours to flag
    expect(parse("8 84 05 88 321 025 23")).toMatchObject({ ok: true, sex: 8, flags: { provisional: true } });
    for (const sex of ["0", "5", "6", "9"]) {
      expect(parse(withKey(`${sex}850575056001`))).toEqual({ ok: false, reason: "pattern" });
    }
  });

  it("takes months 01–12, reads 20–99 as unknown, refuses 00 and 13–19", () => {
    expect(parse(withKey("1850175056001"))).toMatchObject({ ok: true, birthMonth: 1 });
    expect(parse(withKey("1851275056001"))).toMatchObject({ ok: true, birthMonth: 12 });
    for (const month of ["20", "30", "42", "50", "99"]) {
      expect(parse(withKey(`185${month}75056001`))).toMatchObject({ ok: true, birthMonth: null });
    }
    for (const month of ["00", "13", "15", "19"]) {
      expect(parse(withKey(`185${month}75056001`))).toEqual({ ok: false, reason: "pattern" });
    }
  });

  it("refuses département 00, commune 000 and order 000", () => {
    expect(parse(withKey("1850500056001"))).toEqual({ ok: false, reason: "pattern" });
    expect(parse(withKey("1850575000001"))).toEqual({ ok: false, reason: "pattern" });
    expect(parse(withKey("1850575056000"))).toEqual({ ok: false, reason: "pattern" });
  });

  it("accepts the former North-African départements 91–96", () => {
    expect(parse(withKey("1450391012345"))).toMatchObject({ ok: true, departement: "91" });
    expect(parse(withKey("1450396012345"))).toMatchObject({ ok: true, departement: "96" });
  });

  it("reads overseas départements on three characters and their commune on two", () => {
    expect(parse(withKey("1850597112345"))).toMatchObject({
      ok: true,
      departement: "971",
      commune: "12",
      order: "345",
      flags: { overseas: true, bornAbroad: false },
    });
    expect(parse(withKey("2900398801001"))).toMatchObject({ ok: true, departement: "988", commune: "01" });
    expect(parse(withKey("1850597100345"))).toEqual({ ok: false, reason: "pattern" });
  });

  it("reads 99 as born abroad, followed by the country code", () => {
    expect(parse(withKey("1850599138001"))).toMatchObject({
      ok: true,
      departement: "99",
      commune: "138",
      flags: { bornAbroad: true, overseas: false },
    });
  });

  it("accepts 2A/2B for births from 1976 and 20 for any year", () => {
    expect(parse(withKey("186022A215325"))).toMatchObject({ ok: true, departement: "2A", birthYear2: 86 });
    expect(parse(withKey("276052B215325"))).toMatchObject({ ok: true, departement: "2B" });
    // 05 can only be 2005: after the split
    expect(parse(withKey("105052A215325"))).toMatchObject({ ok: true });
    expect(predatesSplit(withKey("105052A215325"))).toBe(false);
    expect(parse(withKey("1750520215325"))).toMatchObject({ ok: true, departement: "20" });
    expect(parse(withKey("1900520215325"))).toMatchObject({ ok: true, departement: "20" });
  });

  it("lets the key alone decide a 2A/2B NIR whose year predates 1976, and flags it (DOMAIN.md)", () => {
    // py-stdnum's own doctest: 53 can only be 1953, before the split, yet validators accept it
    expect(parse("253072B07300470")).toMatchObject({ ok: true, departement: "2B" });
    expect(predatesSplit("253072B07300470")).toBe(true);
    expect(parse("253072A07300443")).toMatchObject({ ok: true, departement: "2A" });
    expect(predatesSplit("253072A07300443")).toBe(true);
    expect(parse("253072B07300471")).toEqual({ ok: false, reason: "key" });
    expect(predatesSplit(withKey("1750520215325"))).toBe(false);
  });

  it("lets the two-digit year of a 2A NIR become a 2000s year as time passes", () => {
    const nir = withKey("130052A215325");
    expect(predatesSplit(nir, new Date("2029-12-31T00:00:00Z"))).toBe(true);
    expect(predatesSplit(nir, new Date("2030-01-01T00:00:00Z"))).toBe(false);
  });

  it("refuses keys 00 and 98–99 even when the body would make them plausible", () => {
    expect(parse("185057505600100")).toEqual({ ok: false, reason: "key" });
    expect(parse("185057505600198")).toEqual({ ok: false, reason: "key" });
    expect(parse("185057505600199")).toEqual({ ok: false, reason: "key" });
  });
});

describe("NIR properties", () => {
  const validBody = fc
    .tuple(
      fc.constantFrom("1", "2", "3", "4", "7", "8"),
      fc.integer({ min: 76, max: 99 }),
      fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 20, max: 99 })),
      fc.oneof(
        fc.integer({ min: 1, max: 96 }).map((d) => String(d).padStart(2, "0") + "123"),
        fc.constantFrom("2A", "2B").map((d) => `${d}004`),
        fc.constantFrom("971", "974", "976", "987", "988").map((d) => `${d}05`),
        fc.integer({ min: 100, max: 999 }).map((c) => `99${c}`),
      ),
      fc.integer({ min: 1, max: 999 }),
    )
    .map(([sex, year, month, place, order]) => `${sex}${year}${String(month).padStart(2, "0")}${place}${String(order).padStart(3, "0")}`);

  it("accepts any valid body with its computed key, and only that key", () => {
    fc.assert(
      fc.property(validBody, fc.integer({ min: 0, max: 99 }), (body, otherKey) => {
        const key = referenceKey(body);
        expect(parse(body + key)).toMatchObject({ ok: true, value: body + key });
        const wrong = String(otherKey).padStart(2, "0");
        if (wrong !== key) expect(parse(body + wrong)).toEqual({ ok: false, reason: "key" });
      }),
    );
  });

  it("survives any separators placed between its characters", () => {
    fc.assert(
      fc.property(validBody, fc.array(fc.constantFrom("", " ", ".", "  "), { minLength: 15, maxLength: 15 }), (body, seps) => {
        const nir = body + referenceKey(body);
        const typed = [...nir]
          .map((c, i) => c + seps[i])
          .join("")
          .toLowerCase();
        expect(parse(typed)).toMatchObject({ ok: true, value: nir });
      }),
    );
  });

  it("catches every single-digit typo", () => {
    fc.assert(
      fc.property(validBody, fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1, max: 9 }), (body, position, delta) => {
        const nir = body + referenceKey(body);
        const char = nir[position]!;
        if (!/\d/.test(char)) return;
        const typo = nir.slice(0, position) + String((Number(char) + delta) % 10) + nir.slice(position + 1);
        expect(parse(typo).ok).toBe(false);
      }),
    );
  });

  it("never throws on any string", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 40 }), fc.stringMatching(/^[0-9ABab .]{13,20}$/)), (input) => {
        const result = parse(input);
        expect(typeof result.ok).toBe("boolean");
      }),
    );
    expect(parseNir(undefined as unknown as string)).toEqual({ ok: false, reason: "pattern" });
  });
});

describe("NIR against the identity typed beside it", () => {
  const woman1995 = "2 95 10 99 126 111 93";

  it("agrees on sex, year and month", () => {
    expect(nirMatchesIdentity(woman1995, { sex: "misses", birthDate: "1995-10-23" })).toBe(true);
    expect(nirMatchesIdentity(woman1995, { sex: "mister", birthDate: "1995-10-23" })).toBe(false);
    expect(nirMatchesIdentity(woman1995, { sex: "misses", birthDate: "1996-10-23" })).toBe(false);
    expect(nirMatchesIdentity(woman1995, { sex: "misses", birthDate: "1995-11-23" })).toBe(false);
  });

  it("reads provisional sex digits by parity", () => {
    const nir = `7850575056001${referenceKey("7850575056001")}`;
    expect(nirMatchesIdentity(nir, { sex: "mister", birthDate: "1985-05-01" })).toBe(true);
    const woman = `8850575056001${referenceKey("8850575056001")}`;
    expect(nirMatchesIdentity(woman, { sex: "misses", birthDate: "1985-05-01" })).toBe(true);
  });

  it("lets an unknown month agree with any month", () => {
    const nir = `1853075056001${referenceKey("1853075056001")}`;
    expect(nirMatchesIdentity(nir, { sex: "mister", birthDate: "1985-07-14" })).toBe(true);
    expect(nirMatchesIdentity(nir, { sex: "mister", birthDate: "1985-01-01" })).toBe(true);
    expect(nirMatchesIdentity(nir, { sex: "mister", birthDate: "1986-01-01" })).toBe(false);
  });

  it("knows a 2A NIR cannot belong to someone born before 1976", () => {
    const nir = `105052A215325${referenceKey("105052A215325")}`;
    expect(nirMatchesIdentity(nir, { sex: "mister", birthDate: "2005-05-02" })).toBe(true);
    expect(nirMatchesIdentity(nir, { sex: "mister", birthDate: "1905-05-02" })).toBe(false);
    const twenty = `1050520215325${referenceKey("1050520215325")}`;
    expect(nirMatchesIdentity(twenty, { sex: "mister", birthDate: "1905-05-02" })).toBe(true);
  });

  it("is false for an invalid NIR or a malformed date", () => {
    expect(nirMatchesIdentity("295109912611199", { sex: "misses", birthDate: "1995-10-23" })).toBe(false);
    expect(nirMatchesIdentity(woman1995, { sex: "misses", birthDate: "23/10/1995" })).toBe(false);
  });
});
