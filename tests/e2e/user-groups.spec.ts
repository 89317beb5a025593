import { expect, test } from "./helpers/test";
import { ACCOUNTS, SPACES } from "./helpers/accounts";
import { uniqueTag } from "./helpers/api";
import { logIn, waitForHydration } from "./helpers/session";

// Spec 000 §3 User "groups", §6 "users belong to spaces and groups" (decision 0048): a space
// administrator creates, renames and deletes the space's groups, and the user form picks them.

test("a space administrator manages the space's groups and puts a new user in one", async ({ page }) => {
  // Five screens one after the other: more than one screen's time on a loaded machine.
  test.slow();
  const tag = uniqueTag();
  await logIn(page, ACCOUNTS.adminLyon, { at: "/space/users" });
  await page.getByRole("link", { name: "Groupes" }).click();
  await expect(page).toHaveTitle("Groupes d'utilisateurs · Intérim");
  await waitForHydration(page);

  const create = page.getByRole("form", { name: "Nouveau groupe" });
  await create.getByLabel("Nom du groupe").fill(`Nuit ${tag}`);
  await create.getByRole("button", { name: "Ajouter" }).click();
  const row = page.getByTestId("group-row").filter({ has: page.locator(`input[value="Nuit ${tag}"]`) });
  await expect(row).toBeVisible();
  await expect(row.getByText("0 membre")).toBeVisible();

  // The same name again: refused under the field.
  await create.getByLabel("Nom du groupe").fill(`Nuit ${tag}`);
  await create.getByRole("button", { name: "Ajouter" }).click();
  await expect(create.getByText("Déjà utilisé")).toBeVisible();

  await row.getByLabel(`Groupe de ${SPACES.lyon}`).fill(`Jour ${tag}`);
  await row.getByRole("button", { name: "Renommer" }).click();
  const renamed = page.getByTestId("group-row").filter({ has: page.locator(`input[value="Jour ${tag}"]`) });
  await expect(renamed).toBeVisible();

  // The user form picks it.
  await page.goto("/space/users/create");
  await waitForHydration(page);
  await page.getByLabel("Prénom").fill("Noé");
  await page.getByLabel("Nom", { exact: true }).fill(`Groupé ${tag}`);
  await page.getByLabel("Adresse e-mail").fill(`groupe.${tag}@e2e.interim.test`);
  await page.getByRole("checkbox", { name: `Jour ${tag}` }).check();
  await page.getByRole("button", { name: "Créer l'utilisateur" }).click();
  await expect(page).toHaveURL(/\/space\/users\/\d+$/);
  await expect(page.getByRole("checkbox", { name: `Jour ${tag}` })).toBeChecked();

  await page.goto("/space/users/groups");
  await waitForHydration(page);
  await expect(renamed.getByText("1 membre")).toBeVisible();
  await renamed.getByRole("button", { name: "Supprimer" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
  await expect(renamed).toHaveCount(0);
});
