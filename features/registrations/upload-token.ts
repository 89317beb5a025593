// The local driver's signed upload URL (decision 0032): `PUT /v1/public/uploads/{token}`, the token
// naming one upload of one space, its largest size and its expiry, signed with HMAC-SHA-256. Anyone
// holding it may send that one file before it expires, and nothing else.

export interface UploadClaims {
  uploadId: string;
  spaceId: number;
  maxBytes: number;
  /** Epoch seconds. */
  expiresAt: number;
}

const encoder = new TextEncoder();

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

function hmacKey(secret: string) {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

export async function signUploadToken(secret: string, claims: UploadClaims): Promise<string> {
  const payload = base64Url(encoder.encode(JSON.stringify([claims.uploadId, claims.spaceId, claims.maxBytes, claims.expiresAt])));
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(payload)));
  return `${payload}.${base64Url(signature)}`;
}

/**
 * The claims of a token this secret signed and that has not expired at `now`, or null: a forged,
 * altered, truncated or stale token is one answer, so a caller learns nothing from the difference.
 * The signature is checked by `crypto.subtle.verify`, in constant time.
 */
export async function readUploadToken(secret: string, token: string, now: Date): Promise<UploadClaims | null> {
  if (token.length > 512) return null;
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return null;
  const signatureBytes = fromBase64Url(signature);
  if (!signatureBytes) return null;
  if (!(await crypto.subtle.verify("HMAC", await hmacKey(secret), signatureBytes, encoder.encode(payload)))) return null;
  const payloadBytes = fromBase64Url(payload);
  if (!payloadBytes) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder().decode(payloadBytes));
  } catch {
    return null;
  }
  if (!Array.isArray(claims) || claims.length !== 4) return null;
  const [uploadId, spaceId, maxBytes, expiresAt] = claims as unknown[];
  if (typeof uploadId !== "string" || typeof spaceId !== "number" || typeof maxBytes !== "number" || typeof expiresAt !== "number")
    return null;
  if (expiresAt * 1000 <= now.getTime()) return null;
  return { uploadId, spaceId, maxBytes, expiresAt };
}
