import type { SEXES } from "../enums/worker";

// NIR, the French social security number (spec 000 §5, spec 001 §5: "nir: pattern and key are checked").
// Layout: sex (1) · year (2) · month (2) · birthplace (5) · order (3) · key (2). Sources: INSEE's nir
// schema, py-stdnum fr/nir, stdnum-js fr/nir, the health insurance's NirValidator and NirKey (DOMAIN.md).

export type NirSexDigit = 1 | 2 | 3 | 4 | 7 | 8;

export interface ParsedNir {
  ok: true;
  /** 15 characters, no separators, Corsica in capitals: what we store. */
  value: string;
  sex: NirSexDigit;
  birthYear2: number;
  /** 1–12, or null when the civil record had no month (20–99). */
  birthMonth: number | null;
  /** "01"–"96", "2A", "2B", "971"–"989" or "99" (born abroad). */
  departement: string;
  /** 3 digits; 2 for overseas (97x/98x); the INSEE country code when born abroad. */
  commune: string;
  order: string;
  key: string;
  flags: {
    /** 3/4/7/8: a number given while the person is being registered. */
    provisional: boolean;
    bornAbroad: boolean;
    overseas: boolean;
  };
}

export type NirRejection = { ok: false; reason: "pattern" | "key" };
export type NirResult = ParsedNir | NirRejection;

// Corsica was split into 2A and 2B on 1 January 1976; people born there earlier keep "20" for life.
export const CORSICA_SPLIT_YEAR = 1976;

const CORSICA_KEY_DIGITS: Readonly<Record<string, string>> = { "2A": "19", "2B": "18" };

const SHAPE = /^([1-478])(\d{2})(\d{2})(\d{2}|2A|2B)(\d{3})(\d{3})(\d{2})$/;

/** Parses a NIR typed with or without spaces and dots; never throws. */
export function parseNir(input: string): NirResult {
  if (typeof input !== "string") return { ok: false, reason: "pattern" };
  // Only spaces and dots are separators (DOMAIN.md); anything else is a typing error worth showing.
  const value = input.replace(/[\s.]/g, "").toUpperCase();
  const match = SHAPE.exec(value);
  if (!match) return { ok: false, reason: "pattern" };
  const [, sexDigit = "", year = "", month = "", dept2 = "", place3 = "", order = "", key = ""] = match;

  const birthMonth = monthOf(Number(month));
  if (birthMonth === undefined) return { ok: false, reason: "pattern" };
  const birthYear2 = Number(year);

  const place = placeOf(dept2, place3);
  if (!place) return { ok: false, reason: "pattern" };
  if (order === "000") return { ok: false, reason: "pattern" };

  const keyNumber = Number(key);
  if (keyNumber < 1 || keyNumber > 97 || keyNumber !== nirKey(value.slice(0, 13))) {
    return { ok: false, reason: "key" };
  }

  return {
    ok: true,
    value,
    sex: Number(sexDigit) as NirSexDigit,
    birthYear2,
    birthMonth,
    departement: place.departement,
    commune: place.commune,
    order,
    key,
    flags: {
      provisional: sexDigit !== "1" && sexDigit !== "2",
      bornAbroad: place.departement === "99",
      overseas: place.departement.length === 3,
    },
  };
}

/**
 * The key of a 13-character body: 97 − (N mod 97), reading 2A as 19 and 2B as 18 (INSEE). That is the
 * same as reading "20" and subtracting 1,000,000 (2A) or 2,000,000 (2B): the département's second digit
 * weighs 10^6. 13 digits stay below 2^53, so plain numbers are exact. Returns NaN for a malformed body.
 */
export function nirKey(body13: string): number {
  const upper = body13.toUpperCase();
  if (!/^\d{5}(\d{2}|2A|2B)\d{6}$/.test(upper)) return Number.NaN;
  const departement = upper.slice(5, 7);
  const digits = upper.slice(0, 5) + (CORSICA_KEY_DIGITS[departement] ?? departement) + upper.slice(7);
  return 97 - (Number(digits) % 97);
}

/** 01–12 is a month; 20–99 means the civil record had none (null); 00 and 13–19 are refused (undefined). */
function monthOf(month: number): number | null | undefined {
  if (month >= 1 && month <= 12) return month;
  if (month >= 20) return null;
  return undefined;
}

function placeOf(dept2: string, place3: string): { departement: string; commune: string } | null {
  // Overseas départements and collectivities take three characters and leave two for the commune.
  if (dept2 === "97" || dept2 === "98") {
    const commune = place3.slice(1);
    return commune === "00" ? null : { departement: dept2 + place3[0], commune };
  }
  // 99: born abroad, followed by the INSEE country code. 91–96 also covered the former North-African
  // départements (Algeria, Morocco, Tunisia) for old births, so 96 stays valid.
  if (dept2 === "00" || place3 === "000") return null;
  return { departement: dept2, commune: place3 };
}

function isCorsican(departement: string): boolean {
  return departement === "2A" || departement === "2B";
}

/**
 * A 2A/2B NIR whose two-digit year can only be before 1976, when Corsica was still "20": 19yy is before
 * it and 20yy would be in the future on `today` ("20" fits every year, as INSEE still uses it for older
 * Corsican births). Validators' own suites accept such numbers (py-stdnum's 253072B07300470): the key
 * alone decides validity (DOMAIN.md), the form only warns.
 */
export function nirPredatesCorsicaSplit(nir: ParsedNir, today: Date): boolean {
  if (!isCorsican(nir.departement)) return false;
  return 1900 + nir.birthYear2 < CORSICA_SPLIT_YEAR && 2000 + nir.birthYear2 > today.getUTCFullYear();
}

export interface NirIdentity {
  sex: (typeof SEXES)[number];
  /** YYYY-MM-DD */
  birthDate: string;
}

/**
 * Whether a valid NIR agrees with the identity typed beside it: odd sex digits are men (mister), even ones
 * women (misses); the year's last two digits and the month must match, an unknown month (20–99) always
 * agrees. A Corsican 2A/2B NIR cannot belong to someone born before 1976.
 */
export function nirMatchesIdentity(nir: string, identity: NirIdentity): boolean {
  const parsed = parseNir(nir);
  if (!parsed.ok) return false;
  const date = /^(\d{4})-(\d{2})-\d{2}$/.exec(identity.birthDate ?? "");
  if (!date) return false;
  const year = Number(date[1]);
  const month = Number(date[2]);
  const sexMatches = (parsed.sex % 2 === 1) === (identity.sex === "mister");
  const yearMatches = year % 100 === parsed.birthYear2;
  const monthMatches = parsed.birthMonth === null || parsed.birthMonth === month;
  const corsicaMatches = !isCorsican(parsed.departement) || year >= CORSICA_SPLIT_YEAR;
  return sexMatches && yearMatches && monthMatches && corsicaMatches;
}

/** "2 95 10 99 126 111 93", the grouping of py-stdnum and of the carte Vitale. */
export function formatNir(value: string): string {
  return [
    value.slice(0, 1),
    value.slice(1, 3),
    value.slice(3, 5),
    value.slice(5, 7),
    value.slice(7, 10),
    value.slice(10, 13),
    value.slice(13),
  ]
    .filter(Boolean)
    .join(" ");
}
