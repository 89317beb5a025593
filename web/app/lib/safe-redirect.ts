/**
 * A same-site path to go back to after signing in, or the fallback. Refuses anything that could
 * leave the site (`//evil.test`, `https://…`, `/\evil.test`), so `?redirectTo=` cannot be abused.
 */
export function safeRedirectPath(target: string | null | undefined, fallback = "/home"): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (target.startsWith("/login") || target.startsWith("/logout")) return fallback;
  return target;
}
