import { expect, test } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs, createUser, sessionCookieOf, uniqueTag } from "./helpers/api";
import { countOutboxEmails, waitForNewOutboxEmail } from "./helpers/outbox";
import { logIn, submitLogin, waitForHydration } from "./helpers/session";

// Spec 000 §2 /account, §5 (password at least 6 characters). Each test uses a user of its own, never
// a demo account, so a changed password cannot break another test.

async function freshUser(baseURL: string, password: string) {
  const tag = uniqueTag();
  const email = `compte.${tag}@e2e.interim.test`;
  const owner = await apiAs(baseURL, ACCOUNTS.owner);
  await createUser(owner, { email, password, first_name: "Chloé", last_name: `Compte ${tag}`, space_ids: [2] });
  return email;
}

test.describe("my account", () => {
  test("a user changes their own password and signs in with the new one", async ({ page, baseURL }) => {
    const email = await freshUser(baseURL!, "first-pass-1");
    await logIn(page, email, { password: "first-pass-1" });
    await page.getByRole("button", { name: "Menu du compte" }).click();
    await page.getByRole("menuitem", { name: "Mon compte" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page).toHaveTitle("Mon compte · Intérim");

    const form = page.getByRole("form", { name: "Mot de passe" });
    // The rules, in the browser: the current password is required, the new one has 6 characters.
    await form.getByLabel("Nouveau mot de passe", { exact: true }).fill("abc");
    await form.getByRole("button", { name: "Changer le mot de passe" }).click();
    await expect(form.getByText("Champ requis")).toBeVisible();
    await expect(form.getByText("Au moins 6 caractères", { exact: true })).toBeVisible();

    // A wrong current password is refused by /v1, under its field, without signing the user out.
    await form.getByLabel("Mot de passe actuel").fill("not-my-password");
    await form.getByLabel("Nouveau mot de passe", { exact: true }).fill("second-pass-2");
    await form.getByLabel("Confirmer le nouveau mot de passe").fill("second-pass-2");
    await form.getByRole("button", { name: "Changer le mot de passe" }).click();
    await expect(form.getByText("Le mot de passe actuel est incorrect")).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);

    await form.getByLabel("Mot de passe actuel").fill("first-pass-1");
    await form.getByLabel("Nouveau mot de passe", { exact: true }).fill("second-pass-2");
    await form.getByLabel("Confirmer le nouveau mot de passe").fill("second-pass-2");
    await form.getByRole("button", { name: "Changer le mot de passe" }).click();
    await expect(form.getByText("Mot de passe modifié. Vos autres appareils ont été déconnectés.")).toBeVisible();
    await expect(form.getByLabel("Mot de passe actuel")).toHaveValue("");

    await page.getByRole("button", { name: "Menu du compte" }).click();
    await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/login$/);

    await submitLogin(page, email, "first-pass-1");
    await expect(page.getByText("Adresse e-mail ou mot de passe incorrect.")).toBeVisible();
    await logIn(page, email, { password: "second-pass-2" });
  });

  test("name and e-mail are saved, and the theme preference reaches the account", async ({ page, baseURL }) => {
    const email = await freshUser(baseURL!, "profile-pass");
    await logIn(page, email, { password: "profile-pass" });
    await page.goto("/account");
    await waitForHydration(page);

    const profile = page.getByRole("form", { name: "Profil" });
    await profile.getByLabel("Prénom").fill("Chloë");
    await profile.getByLabel("Adresse e-mail").fill(ACCOUNTS.agentLyon);
    // A new e-mail needs the current password (decision 0011).
    await profile.getByLabel("Mot de passe actuel").fill("profile-pass");
    await profile.getByRole("button", { name: "Enregistrer" }).click();
    await expect(profile.getByText("Cette adresse e-mail est déjà utilisée par un autre compte")).toBeVisible();
    await profile.getByLabel("Adresse e-mail").fill(email);
    await profile.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText("Modifications enregistrées.");

    await page.getByRole("radio", { name: "Sombre" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByTestId("snackbar-message")).toHaveText("Préférences enregistrées sur votre compte.");
    const account = await (await page.request.get("/v1/account", { headers: { Cookie: await sessionCookieOf(page.context()) } })).json();
    expect(account).toMatchObject({ first_name: "Chloë", theme: "dark" });
  });

  test("a new e-mail needs the current password, and the old address is told of the change", async ({ page, baseURL }) => {
    const email = await freshUser(baseURL!, "email-pass");
    const before = await countOutboxEmails(page, email);
    await logIn(page, email, { password: "email-pass" });
    await page.goto("/account");
    await waitForHydration(page);

    const profile = page.getByRole("form", { name: "Profil" });
    const newEmail = `nouveau.${uniqueTag()}@e2e.interim.test`;
    await profile.getByLabel("Adresse e-mail").fill(newEmail);
    await profile.getByRole("button", { name: "Enregistrer" }).click();
    await expect(profile.getByText("Champ requis")).toBeVisible();

    await profile.getByLabel("Mot de passe actuel").fill("not-my-password");
    await profile.getByRole("button", { name: "Enregistrer" }).click();
    await expect(profile.getByText("Le mot de passe actuel est incorrect")).toBeVisible();

    await profile.getByLabel("Mot de passe actuel").fill("email-pass");
    await profile.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText("Modifications enregistrées.");
    await expect(profile.getByLabel("Mot de passe actuel")).toHaveValue("");
    await expect(profile.getByLabel("Adresse e-mail")).toHaveValue(newEmail);

    const notice = await waitForNewOutboxEmail(page, email, before);
    await expect(notice.getByRole("heading")).toHaveText("L'adresse e-mail de votre compte a été modifiée");
    await expect(notice).toContainText(newEmail);
  });

  test("the devices list marks this one, and signing out everywhere ends every session", async ({ page, browser, baseURL }) => {
    const email = await freshUser(baseURL!, "devices-pass");
    // Another device first.
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await logIn(otherPage, email, { password: "devices-pass" });

    await logIn(page, email, { password: "devices-pass" });
    await page.goto("/account");
    const sessions = page.getByTestId("session");
    await expect(sessions).toHaveCount(2);
    await expect(page.locator("[data-testid=session][data-current]")).toContainText("Cet appareil");
    await expect(page.locator("[data-testid=session][data-current]")).toContainText(/Chrome sur (Windows|Linux|macOS)/);

    await page.getByRole("button", { name: "Se déconnecter partout" }).click();
    await page
      .getByRole("dialog", { name: "Se déconnecter de tous les appareils ?" })
      .getByRole("button", { name: "Se déconnecter partout" })
      .click();
    await expect(page).toHaveURL(/\/login$/);

    // The other device is signed out too.
    await otherPage.goto("/home");
    await expect(otherPage).toHaveURL(/\/login\?redirectTo=%2Fhome$/);
    await other.close();
  });
});
