/**
 * A Content-Security-Policy nonce: 128 random bits, base64, drawn anew for every answer (both Workers,
 * docs/decisions/0012).
 */
export function drawCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
