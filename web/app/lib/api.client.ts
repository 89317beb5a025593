import type { z } from "zod";
import { showSnackbar } from "../components/snackbar/snackbar-bus";
import { ApiError, apiErrorFrom } from "./api-error";
import { errorMessageKey } from "./error-messages";
import { saveFormDraft } from "./form-draft";
import { readStored } from "./local-storage";
import { clearLocalSession } from "./local-session";
import { buildQueryString, type QueryParams } from "./query-string";
import { ROUTE_PATH_HEADER } from "./route-path";

/** Spec 000 §8: after a 401, the user reads the message for 3 s, then lands on the login screen. */
export const LOGOUT_DELAY_MS = 3000;

interface ApiFetchOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: QueryParams;
  json?: unknown;
  signal?: AbortSignal;
  /** Parses the JSON answer; without it the data is `undefined`. */
  schema?: z.ZodType<T>;
  /** Set to false when the caller shows the failure itself (a form's field errors). */
  notify?: boolean;
  /** The version an edit is based on (an ETag, or the row's updated_at quoted): /v1 answers 412 if it changed since. */
  ifMatch?: string;
}

export interface ApiAnswer<T> {
  data: T;
  headers: Headers;
  status: number;
}

let logoutScheduled = false;

/** True once the sign-out of a 401 is under way: a guard of unsaved changes lets the page go. */
export function isSigningOut() {
  return logoutScheduled;
}

/**
 * The one way the browser calls /v1 (same origin: the httpOnly session cookie follows). Adds the
 * route-path header, drops empty query parameters (spec 000 §7), and turns failures into a snackbar
 * (spec 000 §8) and a thrown ApiError. A 401 while signed in also logs the user out.
 */
export async function apiFetch<T = undefined>(path: `/${string}`, options: ApiFetchOptions<T> = {}): Promise<ApiAnswer<T>> {
  const headers = new Headers({ Accept: "application/json", [ROUTE_PATH_HEADER]: window.location.pathname });
  let body: string | undefined;
  if (options.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.json);
  }
  if (options.ifMatch) headers.set("If-Match", options.ifMatch);

  let response: Response;
  try {
    response = await fetch(`/v1${path}${buildQueryString(options.query)}`, {
      method: options.method ?? "GET",
      headers,
      body,
      signal: options.signal,
      credentials: "same-origin",
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause; // the caller gave up: nothing to tell the user
    const error = new ApiError(0, { serverMessage: cause instanceof Error ? cause.message : undefined });
    report(error, options.notify);
    throw error;
  }

  if (!response.ok) {
    const error = await apiErrorFrom(response);
    report(error, options.notify);
    if (error.status === 401) logOutAfterUnauthenticated();
    throw error;
  }

  const data = options.schema ? options.schema.parse(await response.json()) : (undefined as T);
  return { data, headers: response.headers, status: response.status };
}

function report(error: ApiError, notify = true) {
  if (!notify) return;
  showSnackbar({ key: errorMessageKey(error.status, error.serverMessage), tone: "error" });
}

/**
 * Spec 000 §8, the 401 rule: the session is gone (expired, revoked, signed out elsewhere). Clear what
 * this browser knows of the user and go to the login screen after the message had time to be read,
 * unless the user is not signed in or already there.
 */
export function logOutAfterUnauthenticated(options: { returnTo?: string } = {}) {
  if (logoutScheduled || window.location.pathname.startsWith("/login")) return;
  if (readStored("user") === null) return;
  logoutScheduled = true;
  clearLocalSession();
  const login = options.returnTo ? `/login?${new URLSearchParams({ redirectTo: options.returnTo })}` : "/login";
  window.setTimeout(() => {
    // A full load, not a client navigation: every in-memory trace of the session goes with it.
    window.location.assign(login);
  }, LOGOUT_DELAY_MS);
}

/**
 * A form's save answered 401: the spec's message, what was typed kept in this tab, and the
 * sign-out after 3 s to the login screen, which comes back to this screen (without React Router's
 * `?index`), where the form puts the draft back.
 */
export function expireSessionKeepingForm(form: HTMLFormElement | null) {
  const url = new URL(window.location.href);
  url.searchParams.delete("index");
  if (form) saveFormDraft(form, url.pathname);
  showSnackbar({ key: errorMessageKey(401, undefined), tone: "error" });
  logOutAfterUnauthenticated({ returnTo: url.pathname + url.search });
}
