import { expect, test } from "./helpers/test";
import { ACCOUNTS, DEMO_PASSWORD } from "./helpers/accounts";
import { waitForHydration } from "./helpers/session";

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone, a bottom bar holds the main entries and a drawer the rest", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Adresse e-mail").fill(ACCOUNTS.adminLyon);
  await page.getByLabel("Mot de passe", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await waitForHydration(page);

  const bottomBar = page.getByRole("navigation", { name: "Navigation rapide" });
  await expect(bottomBar.getByRole("link", { name: "Commandes" })).toBeVisible();
  await bottomBar.getByRole("link", { name: "Personnel" }).click();
  await expect(page).toHaveURL(/\/workers$/);
  await expect(bottomBar.getByRole("link", { name: "Personnel" })).toHaveAttribute("aria-current", "page");

  await bottomBar.getByRole("button", { name: "Plus" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("link", { name: "Administration", exact: true })).toBeVisible();
  await drawer.getByRole("link", { name: "Administration", exact: true }).click();
  await expect(page).toHaveURL(/\/space\/users$/);
  await expect(drawer).toBeHidden();

  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
