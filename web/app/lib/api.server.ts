import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { apiErrorFrom, type ApiError } from "./api-error";
import { cloudflareContext } from "./cloudflare-context";
import { buildQueryString, type QueryParams } from "./query-string";
import { ROUTE_PATH_HEADER, routePathOf, screenLocationOf } from "./route-path";
import { PAGE_RENDER_HEADER } from "#domain/http/page-render";

// The one way loaders and actions talk to /v1 (as the signed-in browser, through the API binding):
// `callApi` sends the request; a loader reads with `loadFromApi`, whose failures become what the
// screen shows (the login screen, the not-found page, the error boundary); an action turns a refusal
// into its answer with lib/forms/refusal.server.ts.

// Loaders and actions reach /v1 through the API service binding: no network hop, no public URL.
// The host is a placeholder the API Worker ignores.
const API_ORIGIN = "http://api.internal";

export interface ServerArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

interface ApiCallOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: QueryParams;
  json?: unknown;
  /** A file sent as the raw body, with its own type (an upload). */
  file?: Blob;
  /**
   * A body passed on as it arrives, never held whole in the web Worker (a document's multipart upload):
   * the browser's own bytes and their Content-Type (its boundary).
   */
  stream?: { body: ReadableStream<Uint8Array>; contentType: string };
  /** Request headers of the browser's to pass on as well (If-None-Match for a revalidated image, say). */
  forward?: readonly string[];
  /** The version an edit is based on (web/app/lib/row-version.ts): /v1 answers 412 if the row changed since. */
  ifMatch?: string;
  /** Headers of the call itself (an Idempotency-Key, so a send repeated after a lost answer is not sent twice). */
  headers?: Record<string, string>;
}

// The calls of one render (the shell's /users/me, the screen's own) share one authentication in /v1,
// which keeps the caller a render's call found. It can only share a caller already found (a Worker
// cannot await another request's pending lookup), so a render's first call goes alone and the others
// follow once it has answered.
interface Render {
  id: string;
  firstCall?: Promise<unknown>;
}
const renders = new WeakMap<object, Render>();

function renderOf(context: object): Render {
  let render = renders.get(context);
  if (!render) {
    render = { id: crypto.randomUUID() };
    renders.set(context, render);
  }
  return render;
}

/** Sends `call` once the render's first call has answered; the first call goes at once. */
function afterFirstCallOf(render: Render, call: () => Promise<Response>): Promise<Response> {
  if (render.firstCall) return render.firstCall.then(call);
  const answer = call();
  render.firstCall = answer.catch(() => undefined);
  return answer;
}

/**
 * Calls /v1 on behalf of the browser that sent `request`: forwards its cookies (the httpOnly session),
 * user agent and address (CF-Connecting-IP, which the sign-in throttles count by), and says which
 * screen the call comes from (X-Route-Path, spec 000 §7).
 */
export function callApi({ request, context }: ServerArgs, path: `/${string}`, options: ApiCallOptions = {}) {
  const { env } = context.get(cloudflareContext);
  const render = renderOf(context);
  const headers = new Headers({
    Accept: "application/json",
    [ROUTE_PATH_HEADER]: routePathOf(request),
    [PAGE_RENDER_HEADER]: render.id,
  });
  for (const name of ["Cookie", "User-Agent", "Accept-Language", "CF-Connecting-IP", ...(options.forward ?? [])]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (options.ifMatch) headers.set("If-Match", options.ifMatch);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  let body: string | Blob | ReadableStream<Uint8Array> | undefined;
  if (options.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.json);
  } else if (options.file) {
    headers.set("Content-Type", options.file.type || "application/octet-stream");
    body = options.file;
  } else if (options.stream) {
    headers.set("Content-Type", options.stream.contentType);
    body = options.stream.body;
  }
  const url = `${API_ORIGIN}/v1${path}${buildQueryString(options.query)}`;
  return afterFirstCallOf(render, () => env.API.fetch(new Request(url, { method: options.method ?? "GET", headers, body })));
}

/**
 * The Set-Cookie headers of an API answer, to pass on to the browser (the session cookie on sign-in,
 * its removal on sign-out). `getSetCookie` keeps several cookies apart, which `get` would merge.
 */
export function setCookiesOf(response: Response, headers = new Headers()): Headers {
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** What an error boundary receives when a loader's call to /v1 failed: the status and the server's text. */
export interface RouteApiError {
  status: number;
  message: string | null;
}

/**
 * A failed /v1 call as a route error: thrown from a loader, the screen's error boundary gets the
 * status (404 → not found, 403 → no permission) rather than a generic "unexpected server error".
 */
export function routeErrorFrom(error: ApiError) {
  const status = error.status === 0 ? 502 : error.status;
  return data<RouteApiError>({ status, message: error.serverMessage ?? null }, { status });
}

/**
 * A loader's failed call: signed out → the login screen (and back here afterwards); anything else is
 * thrown as a route error with its status (missing or in another space → the not-found page).
 */
export async function loaderFailure(args: ServerArgs, response: Response): Promise<never> {
  if (response.status === 401) {
    const screen = screenLocationOf(args.request);
    throw redirect(`/login?${new URLSearchParams({ redirectTo: screen.pathname + screen.search })}`);
  }
  throw routeErrorFrom(await apiErrorFrom(response));
}

/** GET a /v1 resource for a loader, parsed by its response schema; a failure is thrown (loaderFailure). */
export async function loadFromApi<Schema extends z.ZodType>(
  args: ServerArgs,
  path: `/${string}`,
  schema: Schema,
  query?: QueryParams,
): Promise<{ data: z.output<Schema>; headers: Headers }> {
  const response = await callApi(args, path, { query });
  if (!response.ok) return loaderFailure(args, response);
  return { data: schema.parse(await response.json()), headers: response.headers };
}
