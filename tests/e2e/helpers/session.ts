import { expect, type Page } from "@playwright/test";
import { SESSION_COOKIE } from "#web/app/lib/cookies";
import { DEMO_PASSWORD } from "./accounts";

/**
 * Waits until React has hydrated the page: a button the server rendered does nothing before that, so
 * a click right after a full page load (reload, redirect after a native form post) could be lost.
 */
export async function waitForHydration(page: Page) {
  await page.locator("body[data-hydrated]").waitFor();
}

/** A page ready to read: hydrated, unless it ships no script at all (the agency's static offer pages). */
export async function waitUntilReady(page: Page) {
  if ((await page.locator("script[type=module]").count()) === 0) return;
  await waitForHydration(page);
}

/** Fills the login form (in French, the default language) and submits it. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

interface LogInOptions {
  password?: string;
  /** The page to open once signed in; the home screen by default, as after the login screen. */
  at?: string;
}

/**
 * Signs in as the login screen does (POST /v1/auth/login, whose session cookie the browser keeps) and
 * opens `at`, hydrated. Tests of the login screen itself fill it in with `submitLogin`; the others
 * start where their subject is, without paying for a screen they do not test.
 */
export async function logIn(page: Page, email: string, { password = DEMO_PASSWORD, at = "/home" }: LogInOptions = {}) {
  const response = await page.context().request.post("/v1/auth/login", { data: { email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  await page.goto(at);
  if (at === "/home") await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
  await waitForHydration(page);
}

/**
 * Revokes the page's session on the server behind the browser's back (as an expiry or a logout in
 * another tab would), with the page's own session cookie.
 */
export async function revokeSessionOnServer(page: Page) {
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  expect(session, "the page should hold a session cookie").toBeTruthy();
  const response = await page.request.post("/v1/auth/logout", {
    headers: { Cookie: `${SESSION_COOKIE}=${session!.value}`, "X-Route-Path": "/e2e" },
  });
  expect(response.status()).toBe(204);
}

/** The main side menu (desktop). */
export function mainNavigation(page: Page, name = "Navigation principale") {
  return page.getByRole("navigation", { name });
}
