import { expect, request, type APIRequestContext } from "@playwright/test";
import { SESSION_COOKIE } from "#web/app/lib/cookies";
import { DEMO_PASSWORD } from "./accounts";

/**
 * A /v1 client signed in as `email`, apart from the browser page: it sets up a test's own data (a
 * user, a space) or acts "meanwhile" as someone else. It sends the session token as a bearer token,
 * as API users do, so the page's own cookie is never touched.
 */
export async function apiAs(baseURL: string, email: string, password = DEMO_PASSWORD): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL });
  const login = await anonymous.post("/v1/auth/login", { data: { email, password } });
  expect(login.status(), `sign-in of ${email}`).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await anonymous.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}`, "X-Route-Path": "/e2e" } });
}

/** A suffix that keeps each run's data apart (e-mails, names, codes). */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** An association code (spec 000 §5: exactly 6 characters, unique across spaces) nobody else uses. */
export function uniqueAssociationCode(): string {
  return Array.from({ length: 6 }, () => "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"[Math.floor(Math.random() * 32)]).join("");
}

interface NewUser {
  email: string;
  first_name: string;
  last_name: string;
  password?: string;
  permissions?: string[];
  space_ids?: number[];
}

/** Creates a user through POST /v1/users and answers its id. */
export async function createUser(api: APIRequestContext, user: NewUser): Promise<number> {
  const response = await api.post("/v1/users", { data: { permissions: [], space_ids: [], ...user } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { user: { id: number } }).user.id;
}

/** The session cookie of a browser page, to call /v1 as that page's user. */
export async function sessionCookieOf(context: { cookies(): Promise<{ name: string; value: string }[]> }): Promise<string> {
  const session = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  expect(session, "the page should hold a session cookie").toBeTruthy();
  return `${SESSION_COOKIE}=${session!.value}`;
}
