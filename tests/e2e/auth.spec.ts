import { expect, test } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { logIn, submitLogin } from "./helpers/session";

test.describe("signing in and out", () => {
  test("an agent logs in, lands on the home screen, and logs out", async ({ page }) => {
    await submitLogin(page, ACCOUNTS.agentLyon);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle("Accueil · Intérim");
    await expect(page.getByRole("heading", { name: "Bonjour Karim" })).toBeVisible();

    await page.getByRole("button", { name: "Menu du compte" }).click();
    await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Bienvenue" })).toBeVisible();

    // The session is really gone: a signed-in page sends back to the login screen.
    await page.goto("/home");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fhome$/);
  });

  test("a wrong password is refused and the visitor stays on the login screen", async ({ page }) => {
    await submitLogin(page, ACCOUNTS.agentLyon, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("Adresse e-mail ou mot de passe incorrect.");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("after five failures in a row, the API asks to wait and the screen says so", async ({ page }) => {
    // An address of its own (failures are counted per e-mail): no other test, nor a retry, is slowed down.
    const email = `lockout-${Date.now()}@demo.interim.test`;
    for (let attempt = 1; attempt <= 5; attempt++) {
      await submitLogin(page, email, `wrong-${attempt}-password`);
      await expect(page.getByRole("alert")).toHaveText("Adresse e-mail ou mot de passe incorrect.");
    }
    await submitLogin(page, email, "wrong-6-password");
    await expect(page.getByRole("alert")).toHaveText("Trop de tentatives de connexion. Réessayez plus tard (dans 15 min environ).");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the browser checks the form before sending it", async ({ page }) => {
    await submitLogin(page, "not-an-address", "abc");
    await expect(page.getByText("Adresse e-mail invalide")).toBeVisible();
    await expect(page.getByText("Au moins 6 caractères", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Adresse e-mail")).toHaveAttribute("aria-invalid", "true");
  });

  test("the login screen shows the password hint, the forgotten-password link and the training links", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle("Connexion · Intérim");
    await expect(page.getByText("Au moins 6 caractères.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Mot de passe oublié ?" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("link", { name: /Catalogue de formations en ligne/ })).toHaveAttribute(
      "href",
      "https://formation.interim.example/catalogue",
    );
    await expect(page.getByRole("link", { name: /Tutoriels/ })).toHaveAttribute("href", "https://formation.interim.example/tutoriels");
    await expect(page.getByRole("link", { name: /Brochure de formation/ })).toHaveAttribute(
      "href",
      "https://formation.interim.example/brochure.pdf",
    );
  });

  test("/ leads to the login screen, or to the home screen once signed in", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, ACCOUNTS.agentLille, { at: "/" });
    await expect(page).toHaveURL(/\/home$/);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/home$/);
  });

  test("after signing in, the visitor comes back to the page they asked for", async ({ page }) => {
    await page.goto("/companies");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcompanies$/);
    await page.getByLabel("Adresse e-mail").fill(ACCOUNTS.agentLille);
    await page.getByLabel("Mot de passe", { exact: true }).fill("demo1234");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/companies$/);
    await expect(page.getByRole("heading", { level: 1, name: "Entreprises" })).toBeVisible();
  });
});
