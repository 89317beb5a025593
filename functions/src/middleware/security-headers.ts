import { createMiddleware } from "hono/factory";
import { drawCspNonce } from "#domain/http/csp-nonce";
import type { AppEnv } from "../context";

/**
 * The policy of every /v1 answer (docs/decisions/0012). The API answers JSON, images and one HTML page
 * (`/v1/docs`), so it allows nothing but that page's nonce-bearing `<style>` and the pictures it
 * serves, and nothing may frame it.
 */
function contentSecurityPolicy(styleNonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${styleNonce}'`,
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const FIXED_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * Sets the security headers on every /v1 answer, errors and 404s included (it is registered first).
 * The nonce is drawn before the route runs, so the docs page can put it on its `<style>`.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = drawCspNonce();
  c.set("cspNonce", nonce);
  await next();
  // A WebSocket handshake's answer comes from the Durable Object, its headers frozen; it carries no page.
  if (c.res.status === 101) return;
  const headers = c.res.headers;
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  for (const [name, value] of Object.entries(FIXED_HEADERS)) headers.set(name, value);
  // What /v1 answers in JSON is someone's data: no shared or browser cache keeps it.
  if (headers.get("Content-Type")?.startsWith("application/json") && !headers.has("Cache-Control")) {
    headers.set("Cache-Control", "no-store");
  }
});
