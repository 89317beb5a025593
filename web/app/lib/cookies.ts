// The small cookies the web app owns (not the session, which the API sets httpOnly):
// `lng` (language), `theme` and `space_id`, readable by server loaders so SSR renders the right
// language, theme and space without a flash.

/**
 * The API's httpOnly session cookie (functions/src/auth/session-cookie.ts, `__Host-`: Secure, Path=/,
 * no Domain): the web app only checks whether the browser sent one, and clears it on sign-out.
 */
export const SESSION_COOKIE = "__Host-session";
/** The Set-Cookie that drops the session cookie from the browser (a sign-out the API could not do itself). */
export const SESSION_COOKIE_CLEARED = `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
/** Read by remix-i18next on the server (web/app/i18n/i18next.server.ts). */
export const LOCALE_COOKIE = "lng";
export const THEME_COOKIE = "theme";
export const SPACE_COOKIE = "space_id";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The value of one cookie in a `Cookie` header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Browser only: a preference cookie, kept a year, sent on same-site navigations. */
export function writeBrowserCookie(name: string, value: string) {
  if (typeof document === "undefined") return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

export function deleteBrowserCookie(name: string) {
  if (typeof document === "undefined") return;
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
