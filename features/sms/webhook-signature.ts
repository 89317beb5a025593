import { isSameSecret } from "../access/same-secret";

/** The header SMSFactor signs its webhook calls in, with the secret given when the webhook was created. */
export const SMSFACTOR_SIGNATURE_HEADER = "X-SMSFactor-Signature";

async function hmacHex(secret: string, body: string) {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Whether a webhook call comes from the provider (decision 0043): the header carries the webhook's own
 * secret, or the HMAC-SHA-256 of the raw body under it (hex), both compared in constant time. SMSFactor's
 * documentation says it signs "with that secret in the header X-SMSFactor-Signature" without saying
 * which of the two it sends; both prove the caller holds the secret. Never read from the URL, where
 * secrets end up in logs.
 */
export async function isSignedByProvider(secret: string | undefined, presented: string | undefined, rawBody: string) {
  if (!secret || !presented) return false;
  const [plain, signed] = await Promise.all([
    isSameSecret(presented, secret),
    isSameSecret(presented.toLowerCase(), await hmacHex(secret, rawBody)),
  ]);
  return plain || signed;
}
