// Building valid identifiers for demo data and tests (CONVENTIONS §11: factories build valid French data).

/** `digits` followed by the one digit that makes the whole pass the Luhn check (SIREN, SIRET). */
export function withLuhnKey(digits: string): string {
  if (!/^\d+$/.test(digits)) throw new Error("digits only");
  for (let key = 0; key <= 9; key++) {
    const candidate = `${digits}${key}`;
    if (luhnSum(candidate) % 10 === 0) return candidate;
  }
  throw new Error("unreachable: one key always fits");
}

function luhnSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}

/** A valid SIRET from eight SIREN digits and four establishment digits: both keys computed. */
export function buildSiret(sirenBody: string, establishment: string): string {
  return withLuhnKey(`${withLuhnKey(sirenBody)}${establishment}`);
}
