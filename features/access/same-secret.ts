/**
 * Whether a presented secret equals the expected one, in time that does not depend on where they differ
 * (nor on the expected length: both sides are hashed first, so a caller learns nothing byte by byte).
 */
export async function isSameSecret(presented: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(presented)),
    crypto.subtle.digest("SHA-256", encoder.encode(expected)),
  ]);
  return crypto.subtle.timingSafeEqual(a, b);
}
