// SIREN (company, 9 digits) and SIRET (establishment, 14 digits), spec 000 §5 and §9. Both carry a Luhn
// check digit, except La Poste's establishments (DOMAIN.md; py-stdnum fr/siret, stdnum-js fr/siret).
import { isLuhnValid } from "./luhn";

const LA_POSTE_SIREN = "356000000";
// La Poste's head office follows Luhn; its other establishments have a digit sum divisible by 5.
const LA_POSTE_HEAD_OFFICE = "35600000000048";

/** Strips spaces (and the dots some documents print) from a typed SIRET or SIREN. */
export function normalizeSiret(input: string): string {
  return typeof input === "string" ? input.replace(/[\s.]/g, "") : "";
}

export function isValidSiren(input: string): boolean {
  const siren = normalizeSiret(input);
  // 000000000 passes Luhn but INSEE never assigns it: it is what a form left blank looks like.
  return /^\d{9}$/.test(siren) && siren !== "000000000" && isLuhnValid(siren);
}

export function isValidSiret(input: string): boolean {
  const siret = normalizeSiret(input);
  if (!/^\d{14}$/.test(siret) || !isValidSiren(siret.slice(0, 9))) return false;
  if (siret.startsWith(LA_POSTE_SIREN) && siret !== LA_POSTE_HEAD_OFFICE) return digitSum(siret) % 5 === 0;
  return isLuhnValid(siret);
}

/** The SIREN is the first nine digits of a SIRET; null when the SIRET is not valid. */
export function sirenFromSiret(input: string): string | null {
  const siret = normalizeSiret(input);
  return isValidSiret(siret) ? siret.slice(0, 9) : null;
}

/**
 * The intra-community VAT number: "FR" + key + SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97 on two
 * digits (DOMAIN.md); py-stdnum writes it (SIREN·100 + 12) mod 97, the same since 100 ≡ 3 (mod 97).
 * Null when the SIREN is not valid.
 */
export function frenchVatNumber(siren: string): string | null {
  const digits = normalizeSiret(siren);
  if (!isValidSiren(digits)) return null;
  return `FR${vatKey(digits)}${digits}`;
}

/**
 * "FR 40 303 265 045" and the like. The FR prefix is required: this is the intra-community number.
 * Only the numeric keys that a SIREN yields are accepted (the alphabetic keys belong to entities with no
 * SIREN); Monaco's numbers (FR xx 000…) carry a right key but no Luhn digit, as in py-stdnum.
 */
export function isValidFrenchVat(input: string): boolean {
  if (typeof input !== "string") return false;
  const match = /^FR(\d{2})(\d{9})$/.exec(input.replace(/[\s.-]/g, "").toUpperCase());
  if (!match) return false;
  const [, key, siren = ""] = match;
  const monaco = siren.startsWith("000");
  return (monaco || isValidSiren(siren)) && key === vatKey(siren);
}

function vatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, "0");
}

function digitSum(digits: string): number {
  let sum = 0;
  for (const digit of digits) sum += Number(digit);
  return sum;
}
