import { parsePhoneNumberFromString, type CountryCode, type NumberType } from "libphonenumber-js/max";

// French phone numbers (spec 000 §5, spec 001 §5: "10 digits, starting with 0, valid prefix").
// The default libphonenumber-js build checks lengths only; its `max` metadata knows the ARCEP plan's
// ranges, so it tells 06 from 070, and 0692 (Réunion) from 0612 (DOMAIN.md).

export type PhoneKind = "fixed" | "mobile" | "special" | "voip";
export type PhoneRegion = "FR" | "RE" | "GP" | "MQ" | "GF" | "YT";

export type FrenchPhoneResult =
  { ok: true; e164: string; kind: PhoneKind; region: PhoneRegion } | { ok: false; reason: "format" | "prefix" | "not_mobile" };

export interface ParseFrenchPhoneOptions {
  /** An SMS needs a mobile: refuse fixed, special and VoIP numbers. */
  mobileOnly?: boolean;
}

// Overseas numbers share the national 0 prefix with mainland France but live under their own calling
// codes: dialled nationally, 0692… reaches Réunion (+262 692…). Each prefix lists where to look; the
// metadata decides (+262 covers RE and YT, +590 GP, BL and MF).
const OVERSEAS_PREFIXES: ReadonlyArray<readonly [prefix: string, countries: readonly CountryCode[]]> = [
  ["0262", ["RE"]],
  ["0263", ["RE"]],
  ["0269", ["YT"]],
  ["0590", ["GP"]],
  ["0594", ["GF"]],
  ["0596", ["MQ"]],
  ["0639", ["YT"]],
  ["0690", ["GP"]],
  ["0691", ["GP"]],
  ["0692", ["RE"]],
  ["0693", ["RE"]],
  ["0694", ["GF"]],
  ["0696", ["MQ"]],
  ["0697", ["MQ"]],
  // 0709 0–3: the overseas mobile blocks opened after 069x filled up; mainland 070–072 stay invalid.
  ["07090", ["GP"]],
  ["07091", ["MQ"]],
  ["07092", ["RE"]],
  ["07093", ["GF", "YT"]],
];

const CALLING_CODES = ["33", "262", "590", "594", "596"] as const;

// Saint-Barthélemy and Saint-Martin share Guadeloupe's +590 plan; we file them under GP.
const REGION_BY_COUNTRY: Partial<Record<CountryCode, PhoneRegion>> = {
  FR: "FR",
  RE: "RE",
  YT: "YT",
  GP: "GP",
  BL: "GP",
  MF: "GP",
  MQ: "MQ",
  GF: "GF",
};

/** Parses a number typed as 06 12 34 56 78, 06.12.34.56.78, +33 6 12 34 56 78 or 0033…; never throws. */
export function parseFrenchPhone(input: string, options: ParseFrenchPhoneOptions = {}): FrenchPhoneResult {
  if (typeof input !== "string") return { ok: false, reason: "format" };
  const compact = input
    .trim()
    .replace(/[\s.-]/g, "")
    .replace(/^(\+|00)(\d{2,3})\(0\)/, "$1$2");
  const result = /^(\+|00)/.test(compact) ? parseInternational(compact.replace(/^(\+|00)/, "")) : parseNational(compact);
  if (result.ok && options.mobileOnly && result.kind !== "mobile") return { ok: false, reason: "not_mobile" };
  return result;
}

function parseNational(digits: string): FrenchPhoneResult {
  if (!/^0\d{9}$/.test(digits)) return { ok: false, reason: "format" };
  for (const [prefix, countries] of OVERSEAS_PREFIXES) {
    if (!digits.startsWith(prefix)) continue;
    for (const country of countries) {
      const found = classify(digits, country);
      if (found) return found;
    }
  }
  return classify(digits, "FR") ?? { ok: false, reason: "prefix" };
}

function parseInternational(digits: string): FrenchPhoneResult {
  if (!/^\d+$/.test(digits)) return { ok: false, reason: "format" };
  const callingCode = CALLING_CODES.find((code) => digits.startsWith(code));
  if (!callingCode) return { ok: false, reason: "prefix" };
  // "+33 06…" is a common slip: drop the national 0 typed after the calling code.
  const rest = digits.slice(callingCode.length).replace(/^0(?=\d{9}$)/, "");
  if (!/^\d{9}$/.test(rest)) return { ok: false, reason: "format" };
  // +33 is mainland only: +33 692… does not reach Réunion, whatever 0692… does.
  return classify(`+${callingCode}${rest}`) ?? { ok: false, reason: "prefix" };
}

function classify(number: string, defaultCountry?: CountryCode): Extract<FrenchPhoneResult, { ok: true }> | null {
  const phone = parsePhoneNumberFromString(number, defaultCountry);
  if (!phone || !phone.isValid() || !phone.country) return null;
  const region = REGION_BY_COUNTRY[phone.country];
  if (!region) return null;
  return { ok: true, e164: phone.number, kind: kindOf(phone.getType()), region };
}

function kindOf(type: NumberType): PhoneKind {
  switch (type) {
    case "MOBILE":
      return "mobile";
    case "FIXED_LINE":
    case "FIXED_LINE_OR_MOBILE":
      return "fixed";
    case "VOIP":
      return "voip";
    default:
      // 08 (free, shared cost, premium), UAN, personal numbers: nothing a person carries.
      return "special";
  }
}

/** "+33612345678" → "06 12 34 56 78", "+262692123456" → "06 92 12 34 56"; anything else is returned as is. */
export function formatFrenchPhone(e164: string): string {
  const match = /^\+(?:33|262|590|594|596)(\d{9})$/.exec(e164);
  if (!match) return e164;
  return `0${match[1]}`.replace(/(\d{2})(?=\d)/g, "$1 ");
}
