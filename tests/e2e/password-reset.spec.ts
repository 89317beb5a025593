import { expect, test, type Page } from "./helpers/test";
import { ACCOUNTS, DEMO_PASSWORD } from "./helpers/accounts";
import { countOutboxEmails, waitForNewOutboxEmail } from "./helpers/outbox";
import { logIn, submitLogin } from "./helpers/session";

// There is no spare demo account: this test uses agent.lille and gives it back its demo password at
// the end, so the other tests (which may run after it) still sign in with demo1234.

async function resetPasswordByEmail(page: Page, email: string, newPassword: string) {
  const before = await countOutboxEmails(page, email);

  await page.goto("/login");
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle("Mot de passe oublié · Intérim");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByText("Si un compte existe pour cette adresse")).toBeVisible();

  const message = await waitForNewOutboxEmail(page, email, before);
  await expect(message.getByRole("heading")).toHaveText("Réinitialisation de votre mot de passe");
  const href = await message.getByRole("link").first().getAttribute("href");
  expect(href).toMatch(/\/reset-password\/[\w-]+$/);
  // The link carries the API's PUBLIC_APP_URL origin (the dev server's port): follow its path here.
  await page.goto(new URL(href!).pathname);

  await expect(page).toHaveTitle("Nouveau mot de passe · Intérim");
  await page.getByLabel("Nouveau mot de passe").fill(newPassword);
  await page.getByLabel("Confirmer le mot de passe").fill(newPassword);
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page).toHaveURL(/\/login\?passwordReset=1$/);
  await expect(page.getByText("Votre mot de passe a été modifié.")).toBeVisible();
  return href!;
}

test("a forgotten password is reset through the e-mailed link", async ({ page }) => {
  const newPassword = "nouveau-secret-42";
  const usedLink = await resetPasswordByEmail(page, ACCOUNTS.agentLille, newPassword);

  // The old password no longer works; the new one does.
  await submitLogin(page, ACCOUNTS.agentLille, DEMO_PASSWORD);
  await expect(page.getByRole("alert")).toHaveText("Adresse e-mail ou mot de passe incorrect.");
  await logIn(page, ACCOUNTS.agentLille, { password: newPassword });

  // A link works once.
  await page.context().clearCookies();
  await page.goto(new URL(usedLink).pathname);
  await page.getByLabel("Nouveau mot de passe").fill("encore-un-autre");
  await page.getByLabel("Confirmer le mot de passe").fill("encore-un-autre");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page.getByRole("alert")).toHaveText("Ce lien n'est plus valable : il a expiré ou a déjà servi.");

  // Give the account its demo password back.
  await resetPasswordByEmail(page, ACCOUNTS.agentLille, DEMO_PASSWORD);
  await logIn(page, ACCOUNTS.agentLille);
});

test("the forgotten-password page gives the same answer for an unknown address", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Adresse e-mail").fill("nobody@demo.interim.test");
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByText("Si un compte existe pour cette adresse")).toBeVisible();
});

test("the new-password form checks both fields before sending", async ({ page }) => {
  await page.goto("/reset-password/some-token-that-is-long-enough-000");
  await page.getByLabel("Nouveau mot de passe").fill("abc");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page.getByText("Au moins 6 caractères", { exact: true })).toBeVisible();
  await expect(page.getByText("Champ requis")).toBeVisible();
  await page.getByLabel("Nouveau mot de passe").fill("abcdefg");
  await page.getByLabel("Confirmer le mot de passe").fill("abcdefh");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page.getByText("Les deux mots de passe ne correspondent pas")).toBeVisible();
});
