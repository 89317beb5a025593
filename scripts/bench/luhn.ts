/** `digits` followed by the Luhn check digit that makes the whole number valid (SIREN, SIRET). */
export function luhnCompleted(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // Counting from the right of the completed number, the check digit is position 1: double the even ones.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) digit *= 2;
    sum += digit > 9 ? digit - 9 : digit;
  }
  return `${digits}${(10 - (sum % 10)) % 10}`;
}
