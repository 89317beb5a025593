import type { RouterContextProvider } from "react-router";
import { cloudflareContext } from "./cloudflare-context";
import { buildQueryString, type QueryParams } from "./query-string";
import { ROUTE_PATH_HEADER, routePathOf } from "./route-path";

// Loaders and actions reach /v1 through the API service binding: no network hop, no public URL.
// The host is a placeholder the API Worker ignores.
const API_ORIGIN = "http://api.internal";

interface ServerCallArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

interface ApiCallOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: QueryParams;
  json?: unknown;
  /** A file sent as the raw body, with its own type (an upload). */
  file?: Blob;
  /** Request headers of the browser's to pass on as well (If-None-Match for a revalidated image, say). */
  forward?: readonly string[];
  /** The version an edit is based on (web/app/lib/row-version.ts): /v1 answers 412 if the row changed since. */
  ifMatch?: string;
}

/**
 * Calls /v1 on behalf of the browser that sent `request`: forwards its cookies (the httpOnly session),
 * user agent and address (CF-Connecting-IP, which the sign-in throttles count by), and says which
 * screen the call comes from (X-Route-Path, spec 000 §7).
 */
export function callApi({ request, context }: ServerCallArgs, path: `/${string}`, options: ApiCallOptions = {}) {
  const { env } = context.get(cloudflareContext);
  const headers = new Headers({ Accept: "application/json", [ROUTE_PATH_HEADER]: routePathOf(request) });
  for (const name of ["Cookie", "User-Agent", "Accept-Language", "CF-Connecting-IP", ...(options.forward ?? [])]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (options.ifMatch) headers.set("If-Match", options.ifMatch);
  let body: string | Blob | undefined;
  if (options.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.json);
  } else if (options.file) {
    headers.set("Content-Type", options.file.type || "application/octet-stream");
    body = options.file;
  }
  const url = `${API_ORIGIN}/v1${path}${buildQueryString(options.query)}`;
  return env.API.fetch(new Request(url, { method: options.method ?? "GET", headers, body }));
}

/**
 * The Set-Cookie headers of an API answer, to pass on to the browser (the session cookie on sign-in,
 * its removal on sign-out). `getSetCookie` keeps several cookies apart, which `get` would merge.
 */
export function setCookiesOf(response: Response, headers = new Headers()): Headers {
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
