// The Luhn check digit (ISO/IEC 7812-1) that ends a SIREN and a SIRET (spec 000 §5, §9). The one
// implementation: validation (siren-siret.ts), demo data and test builders all complete or check
// numbers through it.

/** Whether the last digit of `digits` is the Luhn key of the digits before it. `digits` holds digits only. */
export function isLuhnValid(digits: string): boolean {
  return luhnSum(digits, 1) % 10 === 0;
}

/** The digit that, written after `body`, makes the whole number pass the Luhn check. */
export function luhnCheckDigit(body: string): string {
  if (!/^\d+$/.test(body)) throw new Error("digits only");
  return String((10 - (luhnSum(body, 0) % 10)) % 10);
}

/** `body` followed by its Luhn key (a SIREN from eight digits, a SIRET from thirteen). */
export function withLuhnKey(body: string): string {
  return `${body}${luhnCheckDigit(body)}`;
}

/**
 * Every other digit from the right doubled (its digits summed), starting at `firstDoubled`: 1 when the
 * check digit is the last of `digits`, 0 when it is still to be appended.
 */
function luhnSum(digits: string, firstDoubled: 0 | 1): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === firstDoubled) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}
