import { expect, test } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { logIn, mainNavigation, waitForHydration } from "./helpers/session";

test.describe("theme and language", () => {
  test("the dark theme is applied at once and survives a reload", async ({ page }) => {
    await logIn(page, ACCOUNTS.agentLille);
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);

    await page.getByRole("button", { name: "Passer au thème sombre" }).click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("interim:theme"))).toBe('"dark"');

    // The server renders the dark theme itself (cookie): no light flash before the scripts run.
    const response = await page.reload();
    expect(await response?.text()).toContain('<html lang="fr" class="dark"');
    await expect(html).toHaveClass(/dark/);

    await waitForHydration(page);
    await page.getByRole("button", { name: "Passer au thème clair" }).click();
    await expect(html).not.toHaveClass(/dark/);
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
  });

  test("switching to English changes the texts, the tab title and <html lang>, and survives a reload", async ({ page }) => {
    // The browser fetches the reader's dictionary only (built chunk, or the module under the dev server).
    const dictionariesLoaded = new Set<string>();
    page.on("request", (request) => {
      const language = /dictionary-([a-z]{2})-|\/i18n\/locales\/([a-z]{2})\/index\.ts/.exec(request.url());
      if (language) dictionariesLoaded.add((language[1] ?? language[2])!);
    });
    await logIn(page, ACCOUNTS.agentLyon);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await waitForHydration(page);
    expect([...dictionariesLoaded]).toEqual(["fr"]);

    await page.getByRole("button", { name: "Changer de langue" }).click();
    await page.getByRole("menuitem", { name: "English" }).click();

    const html = page.locator("html");
    await expect(html).toHaveAttribute("lang", "en");
    await expect(mainNavigation(page, "Main navigation").getByRole("link", { name: "Staff" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Hello Karim" })).toBeVisible();
    await expect(page).toHaveTitle("Home · Intérim");
    expect(await page.evaluate(() => localStorage.getItem("interim:locale"))).toBe('"en"');
    expect([...dictionariesLoaded].sort()).toEqual(["en", "fr"]);

    await page.reload();
    await expect(html).toHaveAttribute("lang", "en");
    await expect(mainNavigation(page, "Main navigation").getByRole("link", { name: "Orders" })).toBeVisible();
    await expect(page).toHaveTitle("Home · Intérim");

    // And the login screen follows too.
    await waitForHydration(page);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  });

  test("the other languages are complete", async ({ page }) => {
    await logIn(page, ACCOUNTS.agentLille);
    const expected = [
      { language: "Español", lang: "es", home: "Inicio", title: "Inicio · Intérim" },
      { language: "Deutsch", lang: "de", home: "Startseite", title: "Startseite · Intérim" },
      { language: "Português", lang: "pt", home: "Início", title: "Início · Intérim" },
      { language: "Italiano", lang: "it", home: "Home", title: "Home · Intérim" },
      { language: "Français", lang: "fr", home: "Accueil", title: "Accueil · Intérim" },
    ];
    for (const { language, lang, home, title } of expected) {
      await page.getByTestId("language-switch").click();
      await page.getByRole("menuitem", { name: language }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("link", { name: home, exact: true }).first()).toBeVisible();
      await expect(page).toHaveTitle(title);
    }
  });
});
