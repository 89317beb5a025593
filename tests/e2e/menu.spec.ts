import { expect, test } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { logIn, mainNavigation } from "./helpers/session";

test.describe("the side menu follows the permissions", () => {
  test("the owner sees Admin, Administration and Orders", async ({ page }) => {
    await logIn(page, ACCOUNTS.owner);
    const menu = mainNavigation(page);
    await expect(menu.getByRole("link", { name: "Admin", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Administration", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Commandes" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Application v1/ })).toHaveAttribute("target", "_blank");
  });

  test("a space administrator sees Administration and Orders but not Admin", async ({ page }) => {
    await logIn(page, ACCOUNTS.adminLyon);
    const menu = mainNavigation(page);
    await expect(menu.getByRole("link", { name: "Administration", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Commandes" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
  });

  test("an agent without optional permissions sees neither Orders nor Administration", async ({ page }) => {
    await logIn(page, ACCOUNTS.agentLille);
    const menu = mainNavigation(page);
    await expect(menu.getByRole("link", { name: "Personnel" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Entreprises" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Commandes" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Administration", exact: true })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);

    // Nor can they create an order from the Create menu.
    await page.getByRole("button", { name: "Créer" }).click();
    await expect(page.getByRole("menuitem", { name: "Entreprise" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Intérimaire" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Commande" })).toHaveCount(0);
  });

  test("the menu folds down to its icons and unfolds again", async ({ page }) => {
    await logIn(page, ACCOUNTS.agentLyon);
    const toggle = page.getByRole("button", { name: "Réduire le menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    const expand = page.getByRole("button", { name: "Déplier le menu" });
    await expect(expand).toHaveAttribute("aria-expanded", "false");
    // Folded, the entries keep their names for assistive technologies.
    await expect(mainNavigation(page).getByRole("link", { name: "Commandes" })).toBeVisible();
    await expand.click();
    await expect(page.getByRole("button", { name: "Réduire le menu" })).toBeVisible();
  });

  test("the Create menu leads to the creation screens", async ({ page }) => {
    await logIn(page, ACCOUNTS.agentLyon);
    await page.getByRole("button", { name: "Créer" }).click();
    await page.getByRole("menuitem", { name: "Commande" }).click();
    await expect(page).toHaveURL(/\/orders\/create$/);
    await expect(page).toHaveTitle("Nouvelle commande · Intérim");
  });
});

test.describe("route guards (spec 000 §6)", () => {
  test("an agent without the permissions gets the not-found page on /orders and /admin", async ({ page }) => {
    await logIn(page, ACCOUNTS.agentLille);
    for (const path of ["/orders", "/orders/create", "/admin", "/admin/users", "/space/users", "/multiposting"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Page introuvable" }), path).toBeVisible();
      await expect(page, path).toHaveTitle("Page introuvable · Intérim");
      // Inside the shell: the menu is still there.
      await expect(mainNavigation(page), path).toBeVisible();
    }
  });

  test("a space administrator may open /space but not /admin", async ({ page }) => {
    await logIn(page, ACCOUNTS.adminLyon, { at: "/space" });
    await expect(page).toHaveURL(/\/space\/users$/);
    await expect(page.getByRole("heading", { name: "Utilisateurs de l'espace" })).toBeVisible();
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(404);
  });

  test("the owner's /admin leads to /admin/spaces", async ({ page }) => {
    await logIn(page, ACCOUNTS.owner, { at: "/admin" });
    await expect(page).toHaveURL(/\/admin\/spaces$/);
    await expect(page).toHaveTitle("Espaces · Intérim");
    await page.getByRole("navigation", { name: "Sections d'administration" }).getByRole("link", { name: "Statistiques" }).click();
    await expect(page).toHaveURL(/\/admin\/statistics$/);
  });

  test("signed-in pages need a session", async ({ page }) => {
    await page.goto("/orders");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Forders$/);
  });
});
