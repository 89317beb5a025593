import { SESSION_COOKIE } from "#web/app/lib/cookies";
import { expect, test } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { logIn, revokeSessionOnServer } from "./helpers/session";

test("a 401 while signed in shows the message, then logs out to the login screen after 3 s", async ({ page }) => {
  await logIn(page, ACCOUNTS.owner);
  expect(await page.evaluate(() => localStorage.getItem("interim:user"))).toContain(ACCOUNTS.owner);

  await revokeSessionOnServer(page);

  // Opening the change-space dialog loads the spaces from the browser: /v1 answers 401.
  await page
    .getByRole("button", { name: /Changer d'espace/ })
    .first()
    .click();
  await expect(page.getByTestId("snackbar-message")).toHaveText("Identifiants invalides, veuillez vous reconnecter.");
  const shownAt = Date.now();

  await expect(page).toHaveURL(/\/login$/, { timeout: 8000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2000);
  // The local trace of the user is gone; the session token never was in localStorage.
  expect(await page.evaluate(() => localStorage.getItem("interim:user"))).toBeNull();
  expect(await page.evaluate(() => Object.keys(localStorage).some((key) => /token/i.test(key)))).toBe(false);
});

test("the session cookie is out of reach of page scripts", async ({ page }) => {
  await logIn(page, ACCOUNTS.agentLille);
  expect(await page.evaluate(() => document.cookie)).not.toContain("session=");
  const session = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  expect(session?.httpOnly).toBe(true);
});
