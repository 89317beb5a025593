/**
 * Whether a browser sent this request from a page of another origin: the test behind our CSRF and
 * WebSocket checks, in both Workers. It follows Go's `http.CrossOriginProtection`:
 * - `Sec-Fetch-Site` is trusted when present (every current browser sends it to https and localhost):
 *   only `same-origin` and `none` (the user typed the address or used a bookmark) pass;
 * - otherwise `Origin`, which browsers add to every request that is not a GET or HEAD (and to every
 *   WebSocket handshake), must be the request's own origin (`null`, sent by sandboxed frames, is not);
 * - a request with neither header does not come from a browser (a server, a webhook, our web Worker
 *   calling /v1 from a loader, curl): nobody's cookie was used behind their back, so it passes.
 */
export function comesFromAnotherOrigin(requestUrl: string, headers: Headers): boolean {
  const fetchSite = headers.get("Sec-Fetch-Site");
  if (fetchSite !== null) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = headers.get("Origin");
  if (origin === null) return false;
  return origin !== new URL(requestUrl).origin;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A request that may change something: any method but GET, HEAD and OPTIONS. */
export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}
