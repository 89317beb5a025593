/** The header every call to /v1 carries with the screen the user is on (spec 000 §7). */
export const ROUTE_PATH_HEADER = "X-Route-Path";

/**
 * The screen a request to the web app is for. Client navigations fetch `/orders.data?_routes=…`
 * (and `/_.data` for `/`); loaders receive that request as it is, so strip what React Router added,
 * as its own getNormalizedPath does.
 */
export function screenLocationOf(request: Request): { pathname: string; search: string } {
  const url = new URL(request.url);
  let pathname = url.pathname;
  if (pathname.endsWith("/_.data")) pathname = pathname.slice(0, -"_.data".length);
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  // React Router's marker of an index route's action (`?index`): not part of the screen, so a
  // redirectTo never carries it back.
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return { pathname: pathname || "/", search: search ? `?${search}` : "" };
}

/** The route path of a request, for the X-Route-Path header. */
export function routePathOf(request: Request): string {
  return screenLocationOf(request).pathname;
}
