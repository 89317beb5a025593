import { comesFromAnotherOrigin, isStateChanging } from "#domain/http/cross-origin-request";

/**
 * The pages' Content-Security-Policy (docs/decisions/0012). Scripts: our own files and the inline
 * scripts React Router writes with this answer's nonce, nothing else (no inline handler, no eval, no
 * CDN). Styles: our stylesheet and nonce-bearing `<style>`; style attributes stay allowed, since
 * components set positions in them and they cannot run code. Nothing may frame a page.
 * The dev server injects its CSS as `<style>` elements without a nonce, so there styles are any inline.
 * The public registration (decision 0033) adds two hosts: Cloudflare Turnstile's widget (its script and
 * frame) and R2, where a candidate's documents go straight from the browser by a presigned URL.
 */
const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
const R2_PRESIGNED_ORIGINS = "https://*.r2.cloudflarestorage.com";

export function contentSecurityPolicy(nonce: string, { dev }: { dev: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${TURNSTILE_ORIGIN}`,
    `frame-src ${TURNSTILE_ORIGIN}`,
    `connect-src 'self' ${R2_PRESIGNED_ORIGINS}`,
    dev ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const FIXED_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  // Addresses of ours name workers and filters: other sites learn nothing of them, not even the origin.
  "Referrer-Policy": "same-origin",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * A copy of a rendered answer with the security headers. Pages, their data requests and resource
 * routes that say nothing of caching are `no-store`: a back-office page shows someone's personal data
 * (a NIR, an IBAN, a phone number), which must not stay in a shared cache or on the disk of a shared
 * computer. Answers that chose their own caching (the route manifest, a picture) keep it.
 */
export function withSecurityHeaders(response: Response, nonce: string, options: { dev: boolean }): Response {
  const secured = new Response(response.body, response);
  secured.headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options));
  for (const [name, value] of Object.entries(FIXED_HEADERS)) secured.headers.set(name, value);
  if (!secured.headers.has("Cache-Control")) secured.headers.set("Cache-Control", "no-store");
  return secured;
}

/**
 * A form post (a route action) that a browser sent from a page of another origin: refused before
 * React Router runs it, by the same rule as /v1's (React Router's own `allowedActionOrigins` check
 * only reads `Origin`).
 */
export function isCrossOriginAction(request: Request): boolean {
  return isStateChanging(request.method) && comesFromAnotherOrigin(request.url, request.headers);
}
