// The reference a candidate reads on the confirmation screen and staff find in the agency's
// notification (decision 0043): an opaque code, not the platform's worker number, so counting
// registrations across every agency is not a public page away. The worker prefix of spec 001 §2 (PE).

/** Crockford's base-32: no I, L, O or U, so a code read over the phone is not misheard. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** "PE-7KQ4-M2XD": 40 random bits, written in two groups of four. */
export function registrationReference(randomBytes: Uint8Array = crypto.getRandomValues(new Uint8Array(8))): string {
  const chars = [...randomBytes.slice(0, 8)].map((byte) => ALPHABET[byte % ALPHABET.length]!);
  return `PE-${chars.slice(0, 4).join("")}-${chars.slice(4, 8).join("")}`;
}
