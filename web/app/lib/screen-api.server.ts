import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { getLocale } from "../i18n/i18next.server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../i18n/languages";
import { apiErrorFrom } from "./api-error";
import { callApi } from "./api.server";
import { errorMessageKey, type ErrorMessageKey } from "./error-messages";
import type { FieldIssue } from "./field-issues";
import type { QueryParams } from "./query-string";
import { screenLocationOf } from "./route-path";

// How a screen's loaders and actions talk to /v1 (through the API binding, as the signed-in browser):
// reading JSON with its schema, turning failures into what the screen shows.

export interface ServerArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The interface language, for reference labels (spec 001 §9). */
export function localeOf(args: ServerArgs): Locale {
  const locale = getLocale(args.context);
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * A loader's failed call: signed out → the login screen (and back here afterwards); missing or in
 * another space → the not-found page; anything else → the screen's error boundary.
 */
export async function loaderFailure(args: ServerArgs, response: Response): Promise<never> {
  if (response.status === 401) {
    const screen = screenLocationOf(args.request);
    throw redirect(`/login?${new URLSearchParams({ redirectTo: screen.pathname + screen.search })}`);
  }
  if (response.status === 404) throw data(null, { status: 404, statusText: "Not Found" });
  throw await apiErrorFrom(response);
}

/** GET a /v1 resource in a loader, parsed with its schema. */
export async function getJson<T>(args: ServerArgs, path: `/${string}`, schema: z.ZodType<T>, query?: QueryParams) {
  const response = await callApi(args, path, { query });
  if (!response.ok) return loaderFailure(args, response);
  return { data: schema.parse(await response.json()), headers: response.headers };
}

/** What an action answers when /v1 refused: the refused fields, and a message for the whole form. */
export interface ActionRefusal {
  ok: false;
  status: number;
  issues: FieldIssue[];
  errorKey: ErrorMessageKey;
  serverMessage: string | null;
}

/** An action's failed call; signed out → the login screen, as for loaders. */
export async function actionRefusal(args: ServerArgs, response: Response): Promise<ActionRefusal> {
  if (response.status === 401) {
    const screen = screenLocationOf(args.request);
    throw redirect(`/login?${new URLSearchParams({ redirectTo: screen.pathname })}`);
  }
  const error = await apiErrorFrom(response);
  return {
    ok: false,
    status: error.status,
    issues: error.fields,
    errorKey: errorMessageKey(error.status, error.serverMessage),
    serverMessage: error.serverMessage ?? null,
  };
}

/**
 * The session is gone while a form was being saved (issue 18): the form is answered, not redirected,
 * so it can keep what was typed, show the spec's 401 message and sign out after 3 s (spec 000 §8).
 */
export function sessionExpiredRefusal(): ActionRefusal {
  return { ok: false, status: 401, issues: [], errorKey: errorMessageKey(401), serverMessage: null };
}

/**
 * An action's answer, a session-expired refusal sent with its 401 status: React Router then does not
 * reload the screen's data, which would redirect to the login screen before the form kept anything.
 */
export function withSessionStatus<T extends { ok: boolean }>(answer: T) {
  return !answer.ok && (answer as { status?: number }).status === 401 ? data(answer, { status: 401 }) : answer;
}

/** A refusal found before calling /v1 (the action's own schema check). */
export function localRefusal(issues: FieldIssue[]): ActionRefusal {
  return { ok: false, status: 422, issues, errorKey: "errors.unknown", serverMessage: null };
}
