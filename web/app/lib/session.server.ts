import { redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { hasPermission, type Permission } from "#domain/auth/permissions";
import { MeAnswerSchema } from "#domain/users/user-schemas";
import { apiErrorFrom } from "./api-error";
import { callApi } from "./api.server";
import { SESSION_COOKIE_CLEARED } from "./cookies";
import { screenLocationOf } from "./route-path";

export type Session = z.infer<typeof MeAnswerSchema>;

interface SessionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

// The shell and the guards below it load in parallel for the same request: they share one /v1/users/me.
const sessionsByRequest = new WeakMap<object, Promise<Session | null>>();

/**
 * Where a screen's own /v1 answer carries the session (`include=me`), the session of this request:
 * null when that call found no session (401); undefined when it cannot tell (its resource refused,
 * say), and /v1/users/me is asked after all.
 */
export type SessionSource = () => Promise<Session | null | undefined>;

const sessionSources = new WeakMap<object, SessionSource>();

/**
 * Called by a screen's middleware, before any loader starts: the loaders of this request take the
 * session from the screen's own call rather than asking /v1/users/me too (one /v1 call for a
 * worker's page). A source named after a loader already read the session changes nothing.
 */
export function takeSessionFrom(context: Readonly<RouterContextProvider>, source: SessionSource) {
  sessionSources.set(context, source);
}

/** The signed-in user of this request, or null when the session cookie is missing, expired or revoked. */
export function readSession(args: SessionArgs): Promise<Session | null> {
  let session = sessionsByRequest.get(args.context);
  if (!session) {
    const source = sessionSources.get(args.context);
    session = source ? source().then((found) => (found === undefined ? fetchSession(args) : found)) : fetchSession(args);
    sessionsByRequest.set(args.context, session);
  }
  return session;
}

async function fetchSession(args: SessionArgs): Promise<Session | null> {
  const response = await callApi(args, "/users/me");
  if (response.status === 401) return null;
  if (!response.ok) throw await apiErrorFrom(response);
  return MeAnswerSchema.parse(await response.json());
}

/**
 * Spec 000 §4: on a protected page the user's rights are loaded; without a valid session the user
 * goes to the login screen, which brings them back here afterwards. If loading them fails in any other
 * way (an error status, an unreachable API, an answer it cannot read), the user is signed out too: this
 * browser's session cookie is dropped on the way to the login screen.
 */
export async function requireSession(args: SessionArgs): Promise<Session> {
  const screen = screenLocationOf(args.request);
  const login = `/login?${new URLSearchParams({ redirectTo: screen.pathname + screen.search })}`;
  let session: Session | null;
  try {
    session = await readSession(args);
  } catch (error) {
    if (error instanceof Response) throw error; // a redirect or an answer decided elsewhere
    console.warn("session check failed: signing out", error);
    throw redirect(login, { headers: { "Set-Cookie": SESSION_COOKIE_CLEARED } });
  }
  if (!session) throw redirect(login);
  return session;
}

/** Spec 000 §6 route guards: without the permission the page does not exist (404, not-found page). */
export async function requirePermission(args: SessionArgs, permission: Permission): Promise<Session> {
  const session = await requireSession(args);
  if (!hasPermission(session.permissions, permission)) {
    throw new Response(null, { status: 404, statusText: "Not Found" });
  }
  return session;
}
