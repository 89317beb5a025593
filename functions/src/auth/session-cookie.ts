import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";

/**
 * `__Host-`: the browser keeps it only if Secure, on Path=/ and without Domain, so no sibling
 * subdomain (and no plain-http page) can plant or overwrite it. Browsers count http://localhost as
 * secure, so local runs keep working.
 */
export const SESSION_COOKIE = "__Host-session";

/**
 * httpOnly so page scripts never read it, Secure (required by the prefix; accepted on http://localhost),
 * SameSite=Lax so a link from an e-mail still opens a signed-in page but cross-site posts do not.
 */
export function setSessionCookie(c: Context, token: string, expiresAt: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
}
