import { expect, test } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs, createUser, uniqueTag } from "./helpers/api";
import { logIn, mainNavigation } from "./helpers/session";

// Spec 000 §2: each administration screen is a page of the shell with its own tab title; §6: a space
// administrator never reaches another space's users, and an {id} is numeric.

const SCREENS = [
  { path: "/admin/spaces", title: "Espaces", heading: "Espaces" },
  { path: "/admin/spaces/1", title: "Fiche de l'espace", heading: "Intérim Lyon Part-Dieu" },
  { path: "/admin/spaces/update/1", title: "Modifier l'espace", heading: "Modifier l'espace" },
  { path: "/admin/users", title: "Utilisateurs", heading: "Utilisateurs" },
  { path: "/admin/users/create", title: "Nouvel utilisateur", heading: "Nouvel utilisateur" },
  { path: "/admin/users/2", title: "Fiche de l'utilisateur", heading: "Hélène Dumas" },
  { path: "/admin/users/update/2", title: "Modifier l'utilisateur", heading: "Modifier l'utilisateur" },
  { path: "/admin/activity-logs", title: "Journal d'activité", heading: "Journal d'activité" },
  { path: "/space/users", title: "Utilisateurs de l'espace", heading: "Utilisateurs de l'espace" },
  { path: "/account", title: "Mon compte", heading: "Mon compte" },
];

test("every administration screen is a page of the shell with its own tab title", async ({ page }) => {
  await logIn(page, ACCOUNTS.owner);
  for (const screen of SCREENS) {
    const response = await page.goto(screen.path);
    expect(response?.status(), screen.path).toBe(200);
    await expect(page, screen.path).toHaveTitle(`${screen.title} · Intérim`);
    await expect(page.getByRole("heading", { level: 1, name: screen.heading }), screen.path).toBeVisible();
    await expect(mainNavigation(page), screen.path).toBeVisible();
  }
});

test("a space administrator of Lyon does not reach a Lille user, nor the owner's screens", async ({ page, baseURL }) => {
  const owner = await apiAs(baseURL!, ACCOUNTS.owner);
  const lilleUser = await createUser(owner, {
    email: `lille.${uniqueTag()}@e2e.interim.test`,
    first_name: "Louise",
    last_name: "Lilloise",
    space_ids: [2],
  });
  await logIn(page, ACCOUNTS.adminLyon);
  for (const path of [
    `/space/users/${lilleUser}`,
    `/space/users/update/${lilleUser}`,
    "/space/users/abc",
    "/admin/users/2",
    "/admin/spaces/1",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Page introuvable" }), path).toBeVisible();
    await expect(page, path).toHaveTitle("Page introuvable · Intérim");
  }
  // Nor does the list show them.
  await page.goto("/space/users?q=Lilloise");
  await expect(page.getByText("Aucun utilisateur ne correspond à cette recherche.")).toBeVisible();

  // The owner shares Lyon, so is shown; holding a right Lyon's administrator lacks, not editable.
  await page.goto("/space/users?q=proprietaire");
  await expect(page.getByRole("checkbox", { name: "Sélectionner Camille Proprietaire" })).toBeDisabled();
  await page.getByRole("link", { name: "Camille Proprietaire" }).click();
  await expect(page.getByText("Cet utilisateur détient des droits que vous n'avez pas")).toBeVisible();
  await expect(page.getByLabel("Prénom")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Enregistrer" })).toHaveCount(0);
});
