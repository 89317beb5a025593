import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { zodFieldErrors } from "../errors/zod-field-errors";
import { AddressTextSchema, IntroductionTextSchema, looksLikeNumber } from "../validation/text";
import { BirthDateSchema, birthDateSchemaAt, isUnder18 } from "../dates/birth-date";
import { FavoriteJobSchema, FavoriteJobsSchema } from "../workers/favorite-jobs";
import { isCalendarDate } from "../dates/calendar-date";
import { PersonNameSchema } from "./names";
import { PostalCodeSchema } from "./postal-code";

/** What a 422 would say for this value: our stable code when we gave one, zod's reason otherwise. */
function refusal(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return zodFieldErrors(result.error).map(({ field, reason, message }) => `${field}:${/^[a-z_]+$/.test(message) ? message : reason}`);
}

describe("person names (spec 000 §5: 2–100 characters, not numbers)", () => {
  it.each(["Jean-Pierre", "O'Connor", "N'Diaye", "Zoë", "Núñez", "Nguyễn", "de La Fontaine", "Ægir", "李小龍", "Jo", "Ōsaka-Müller"])(
    "accepts %s",
    (name) => {
      expect(PersonNameSchema.parse(name)).toBe(name);
    },
  );

  it("trims before counting", () => {
    expect(PersonNameSchema.parse("  Léa  ")).toBe("Léa");
    expect(refusal(PersonNameSchema, "  L  ")).toEqual(["body:too_short"]);
    expect(PersonNameSchema.parse("a".repeat(100))).toHaveLength(100);
    expect(refusal(PersonNameSchema, "a".repeat(101))).toEqual(["body:too_long"]);
  });

  it.each(["123", "12.5", "12,5", "1e3", "-3", " 42 ", "1 000", "0x1F"])("refuses the number %j", (name) => {
    expect(refusal(PersonNameSchema, name)).toEqual(["body:name_is_number"]);
  });

  it.each(["Jean2", "Louis XIV 2", "R2D2", "Ahmed٣", "Léa１"])("refuses a digit anywhere: %j", (name) => {
    expect(refusal(PersonNameSchema, name)).toEqual(["body:name_has_digit"]);
  });

  it("refuses strings with no letter at all", () => {
    expect(refusal(PersonNameSchema, "..")).toEqual(["body:name_has_no_letter"]);
    expect(refusal(PersonNameSchema, "- '")).toEqual(["body:name_has_no_letter"]);
  });

  it("reports one reason per refused name", () => {
    expect(refusal(PersonNameSchema, "1")).toEqual(["body:too_short"]);
    expect(refusal(PersonNameSchema, 12)).toEqual(["body:invalid_type"]);
  });

  it("accepts any letters-only name of the right length and refuses it with a digit inside", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ]{2,99}$/), fc.integer({ min: 0, max: 9 }), fc.nat(), (name, digit, at) => {
        expect(PersonNameSchema.safeParse(name).success).toBe(true);
        const position = at % (name.length + 1);
        const withDigit = name.slice(0, position) + digit + name.slice(position);
        expect(PersonNameSchema.safeParse(withDigit).success).toBe(false);
      }),
    );
  });

  it("never throws on any input", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof PersonNameSchema.safeParse(input).success).toBe("boolean");
      }),
    );
  });
});

describe("what looks like a number", () => {
  it("tells numbers from words", () => {
    for (const text of ["0", "42", "-3", "+3", "3.14", "3,14", "1e3", " 1 000 ", "0x1F", ".5"]) expect(looksLikeNumber(text)).toBe(true);
    for (const text of ["", " ", "Infinity", "NaN", "CACES 3", "3e", "12h", "1/2", "1,000,000"]) expect(looksLikeNumber(text)).toBe(false);
  });

  it("recognizes every integer and decimal", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(looksLikeNumber(String(n))).toBe(true);
      }),
    );
  });
});

describe("address texts and introduction (spec 000 §5: 2–255, ≤ 65535)", () => {
  it("takes 2 to 255 trimmed characters", () => {
    expect(AddressTextSchema.parse(" 12 rue de la Paix ")).toBe("12 rue de la Paix");
    expect(AddressTextSchema.parse("Ré")).toBe("Ré");
    expect(refusal(AddressTextSchema, " a ")).toEqual(["body:too_short"]);
    expect(AddressTextSchema.safeParse("x".repeat(255)).success).toBe(true);
    expect(refusal(AddressTextSchema, "x".repeat(256))).toEqual(["body:too_long"]);
  });

  it("keeps an introduction up to 65,535 characters as typed", () => {
    expect(IntroductionTextSchema.parse("  Bonjour,\n\nje suis cariste.  ")).toBe("  Bonjour,\n\nje suis cariste.  ");
    expect(IntroductionTextSchema.safeParse("x".repeat(65_535)).success).toBe(true);
    expect(refusal(IntroductionTextSchema, "x".repeat(65_536))).toEqual(["body:too_long"]);
  });
});

describe("favorite jobs (spec 000 §5, §9: at most 3, each 2–255, not numbers)", () => {
  it("accepts up to three trimmed jobs", () => {
    expect(FavoriteJobsSchema.parse([" Cariste ", "Préparateur de commandes", "Conducteur CACES 3"])).toEqual([
      "Cariste",
      "Préparateur de commandes",
      "Conducteur CACES 3",
    ]);
    expect(FavoriteJobsSchema.parse([])).toEqual([]);
  });

  it("refuses a fourth job", () => {
    expect(refusal(FavoriteJobsSchema, ["Cariste", "Soudeur", "Maçon", "Peintre"])).toEqual(["body:too_long"]);
  });

  it("refuses numbers and short jobs, naming the item", () => {
    expect(refusal(FavoriteJobsSchema, ["Cariste", "42"])).toEqual(["1:favorite_job_is_number"]);
    expect(refusal(FavoriteJobsSchema, ["C"])).toEqual(["0:too_short"]);
    expect(refusal(FavoriteJobSchema, "3,5")).toEqual(["body:favorite_job_is_number"]);
  });

  it("refuses the same job twice, whatever the case, accents or spaces", () => {
    expect(refusal(FavoriteJobsSchema, ["Cariste", " cariste "])).toEqual(["1:favorite_job_duplicate"]);
    expect(refusal(FavoriteJobsSchema, ["Préparateur", "PREPARATEUR"])).toEqual(["1:favorite_job_duplicate"]);
    expect(FavoriteJobsSchema.safeParse(["Cariste", "Caristes"]).success).toBe(true);
  });
});

describe("postal codes (01000–98999, Corsica 20xxx)", () => {
  it.each(["75001", "01000", "13001", "20000", "20090", "20200", "97400", "97600", "98000", "98800", "98999", " 69003 "])(
    "accepts %j",
    (code) => {
      expect(PostalCodeSchema.parse(code)).toBe(code.trim());
    },
  );

  it("refuses 00xxx and 99xxx", () => {
    expect(refusal(PostalCodeSchema, "00100")).toEqual(["body:postal_code_range"]);
    expect(refusal(PostalCodeSchema, "00999")).toEqual(["body:postal_code_range"]);
    expect(refusal(PostalCodeSchema, "99000")).toEqual(["body:postal_code_range"]);
  });

  it.each(["7500", "750011", "2A000", "75 001", "", "F-75001"])("refuses the shape %j", (code) => {
    expect(refusal(PostalCodeSchema, code)).toEqual(["body:postal_code_format"]);
  });

  it("accepts every five-digit code in range", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 98_999 }), (n) => {
        expect(PostalCodeSchema.safeParse(String(n).padStart(5, "0")).success).toBe(true);
      }),
    );
  });
});

describe("birth date (spec 000 §5: YYYY-MM-DD)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-06-15T11:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("accepts real past days from 1900", () => {
    for (const date of ["1900-01-01", "1985-07-14", "2000-02-29", "2024-02-29", "2026-06-15"]) {
      expect(BirthDateSchema.parse(date)).toBe(date);
    }
  });

  it("refuses days that do not exist", () => {
    for (const date of ["1900-02-29", "2023-02-29", "2024-04-31", "2024-13-01", "2024-00-10", "2024-01-00", "2024-01-32"]) {
      expect(refusal(BirthDateSchema, date)).toEqual(["body:birth_date_invalid"]);
    }
  });

  it("refuses other shapes", () => {
    for (const date of ["14/07/1985", "1985-7-14", "85-07-14", "1985-07-14T00:00:00Z", ""]) {
      expect(refusal(BirthDateSchema, date)).toEqual(["body:birth_date_format"]);
    }
  });

  it("refuses dates before 1900 and in the future", () => {
    expect(refusal(BirthDateSchema, "1899-12-31")).toEqual(["body:birth_date_too_old"]);
    // 11:00 UTC on 15 June: it is already 16 June in Kiribati (UTC+14), not yet 17 June anywhere
    const schema = birthDateSchemaAt(new Date("2026-06-15T11:00:00Z"));
    expect(schema.safeParse("2026-06-16").success).toBe(true);
    expect(refusal(schema, "2026-06-17")).toEqual(["body:birth_date_future"]);
    expect(refusal(schema, "2099-01-01")).toEqual(["body:birth_date_future"]);
  });

  it("judges the future at the instant it is given, not at the machine's clock", () => {
    // The fake clock says 15 June 2026; the schema built for 1 January 2030 takes a 2029 birth.
    expect(birthDateSchemaAt(new Date("2030-01-01T12:00:00Z")).safeParse("2029-05-01").success).toBe(true);
    expect(refusal(birthDateSchemaAt(new Date("2020-01-01T12:00:00Z")), "2026-06-15")).toEqual(["body:birth_date_future"]);
    // The clock-free rules alone: no "today" in them.
    expect(BirthDateSchema.safeParse("2099-01-01").success).toBe(true);
  });

  it("agrees with the JavaScript calendar on every day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, d) => {
        const date = `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
        const js = new Date(`${date}T00:00:00Z`);
        expect(isCalendarDate(date)).toBe(js.getUTCDate() === d && js.getUTCMonth() + 1 === m);
      }),
    );
  });
});

describe("under-18 flag (spec 000 §5)", () => {
  it("flags until the 18th birthday", () => {
    expect(isUnder18("2008-06-15", "2026-06-14")).toBe(true);
    expect(isUnder18("2008-06-15", "2026-06-15")).toBe(false);
    expect(isUnder18("1985-07-14", "2026-06-15")).toBe(false);
    expect(isUnder18("2010-01-01", new Date("2026-06-15T10:00:00Z"))).toBe(true);
  });

  it("reads an instant as its day in Paris: 18 from midnight there, whatever the clock's zone", () => {
    // 00:30 in Paris on the 18th birthday is still the day before in UTC, winter and summer alike.
    expect(isUnder18("2008-06-15", new Date("2026-06-14T22:30:00Z"))).toBe(false);
    expect(isUnder18("2008-06-15", new Date("2026-06-14T21:30:00Z"))).toBe(true);
    expect(isUnder18("2008-01-15", new Date("2026-01-14T23:30:00Z"))).toBe(false);
    expect(isUnder18("2008-01-15", new Date("2026-01-14T22:30:00Z"))).toBe(true);
  });

  it("lets someone born on 29 February come of age on 1 March", () => {
    expect(isUnder18("2008-02-29", "2026-02-28")).toBe(true);
    expect(isUnder18("2008-02-29", "2026-03-01")).toBe(false);
  });

  it("flags nothing when a date is not a calendar date", () => {
    expect(isUnder18("2008-02-30", "2026-01-01")).toBe(false);
    expect(isUnder18("not a date", "2026-01-01")).toBe(false);
    expect(isUnder18("2010-01-01", "tomorrow")).toBe(false);
  });

  it("agrees with a count of whole years", () => {
    const day = fc
      .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (birth, today) => {
        const [by, bm, bd] = birth.split("-").map(Number) as [number, number, number];
        const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
        const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
        expect(isUnder18(birth, today)).toBe(age < 18);
      }),
    );
  });
});
