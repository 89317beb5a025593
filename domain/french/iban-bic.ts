import { isCountryCode } from "./country-codes";

// Bank details for payslips (payment category "bank_transfer", spec 000 §3). IBAN: ISO 13616, lengths from
// SWIFT's IBAN registry; BIC: ISO 9362 (SWIFT).

// Total IBAN length per country: the SEPA area first, then the registry countries workers often bank in.
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  // SEPA: EU, EEA, Switzerland, the UK and the microstates
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
  // SEPA candidates and the rest of the registry that we know for sure
  AL: 28,
  MD: 24,
  ME: 22,
  MK: 19,
  RS: 22,
  BA: 20,
  XK: 20,
  UA: 29,
  TR: 26,
  GE: 22,
  AZ: 28,
  KZ: 20,
  FO: 18,
  GL: 18,
  IL: 23,
  JO: 30,
  LB: 28,
  PS: 29,
  SA: 24,
  AE: 23,
  BH: 22,
  KW: 30,
  QA: 29,
  EG: 29,
  TN: 24,
  MR: 27,
  MU: 30,
  ST: 25,
  TL: 23,
  BR: 29,
  CR: 22,
  DO: 28,
  GT: 28,
  LC: 32,
  VG: 24,
  PK: 24,
};

export type IbanResult =
  | { ok: true; value: string; country: string; checkDigits: string; bban: string }
  | { ok: false; reason: "format" | "country" | "length" | "checksum" | "bban" };

/** Parses an IBAN typed with or without spaces, in any case; never throws. */
export function parseIban(input: string): IbanResult {
  if (typeof input !== "string") return { ok: false, reason: "format" };
  const value = input.replace(/\s/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(value)) return { ok: false, reason: "format" };
  const country = value.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length === undefined) return { ok: false, reason: "country" };
  if (value.length !== length) return { ok: false, reason: "length" };
  if (mod97(value.slice(4) + value.slice(0, 4)) !== 1) return { ok: false, reason: "checksum" };
  const bban = value.slice(4);
  if ((country === "FR" || country === "MC") && !isValidRib(bban)) return { ok: false, reason: "bban" };
  return { ok: true, value, country, checkDigits: value.slice(2, 4), bban };
}

/** "FR14 2004 1010 0505 0001 3M02 606": the paper format, groups of four. */
export function formatIban(input: string): string {
  const value = typeof input === "string" ? input.replace(/\s/g, "").toUpperCase() : "";
  return value.replace(/(.{4})(?=.)/g, "$1 ");
}

/** ISO 7064 mod 97-10 with letters as 10–35, read digit by digit so no number grows past 2^53. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const value = Number.parseInt(char, 36);
    remainder = value < 10 ? (remainder * 10 + value) % 97 : (remainder * 100 + value) % 97;
  }
  return remainder;
}

// French and Monegasque BBANs are a RIB: bank (5 digits), branch (5), account (11, letters allowed), key (2).
// key = 97 − ((89 × bank + 15 × branch + 3 × account) mod 97), letters read A/J → 1, B/K/S → 2 … I/R/Z → 9.
function isValidRib(bban: string): boolean {
  const match = /^(\d{5})(\d{5})([A-Z0-9]{11})(\d{2})$/.exec(bban);
  if (!match) return false;
  const [, bank = "", branch = "", account = "", key = ""] = match;
  const accountDigits = account.replace(/[A-Z]/g, (letter) => String(ribLetterValue(letter)));
  const remainder = (89 * (Number(bank) % 97) + 15 * (Number(branch) % 97) + 3 * mod97(accountDigits)) % 97;
  return Number(key) === 97 - remainder;
}

function ribLetterValue(letter: string): number {
  const index = letter.charCodeAt(0) - 65; // A = 0
  // A–I → 1–9, J–R → 1–9, S–Z → 2–9: the RIB skips one step at S.
  return index < 18 ? (index % 9) + 1 : index - 16;
}

export type BicResult =
  | { ok: true; value: string; bank: string; country: string; location: string; branch: string | null }
  | { ok: false; reason: "format" | "country" };

/**
 * 8 or 11 characters: bank (4 letters), country (ISO 3166), location (2 letters or digits), optional
 * branch (3). Spaces are ignored and case folded.
 */
export function parseBic(input: string): BicResult {
  if (typeof input !== "string") return { ok: false, reason: "format" };
  const value = input.replace(/\s/g, "").toUpperCase();
  const match = /^([A-Z]{4})([A-Z]{2})([A-Z0-9]{2})([A-Z0-9]{3})?$/.exec(value);
  if (!match) return { ok: false, reason: "format" };
  const [, bank = "", country = "", location = "", branch] = match;
  if (!isCountryCode(country)) return { ok: false, reason: "country" };
  return { ok: true, value, bank, country, location, branch: branch ?? null };
}

export function isValidBic(input: string): boolean {
  return parseBic(input).ok;
}
