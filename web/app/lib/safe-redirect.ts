// A placeholder origin to resolve the target against: only whether the result stays on it matters.
const SITE = new URL("https://site.invalid");

// Browsers silently drop tabs and newlines from URLs (`/\t/evil.test` becomes `//evil.test`), and other
// control characters have no place in a path of ours: a target holding any is refused outright.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * A same-site path to go back to after signing in, or the fallback. The target is resolved as a
 * browser would resolve it against our origin and kept only if it stays there; what is returned is
 * the resolved path itself, so the browser is sent exactly what was checked (`?redirectTo=` cannot
 * be abused with `//evil.test`, `/\evil.test`, `/\t/evil.test` or `/.//evil.test`).
 */
export function safeRedirectPath(target: string | null | undefined, fallback = "/home"): string {
  if (!target || !target.startsWith("/") || CONTROL_CHARACTER.test(target)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(target, SITE);
  } catch {
    return fallback;
  }
  if (resolved.origin !== SITE.origin) return fallback;
  const path = resolved.pathname + resolved.search + resolved.hash;
  // A path that begins with two slashes would be read as another host once sent back as `Location`.
  if (path.startsWith("//") || path.startsWith("/\\")) return fallback;
  if (isSignInScreen(resolved.pathname)) return fallback;
  return path;
}

/** Going back to the login or logout screens after signing in would loop. */
function isSignInScreen(pathname: string): boolean {
  return pathname.startsWith("/login") || pathname.startsWith("/logout");
}
