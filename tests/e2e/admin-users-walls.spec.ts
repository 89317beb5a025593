import { expect, test } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs, createUser, uniqueTag } from "./helpers/api";
import { logIn } from "./helpers/session";

// Decision 0010, as a Lyon administrator sees it: a user of Lyon and Lille stays editable, but the
// buttons that take hold of the account are not offered, and forcing an e-mail change says why.

const LYON_ID = 1;
const LILLE_ID = 2;

test("a Lyon administrator edits a Lyon and Lille user's name, but not their e-mail, password or deletion", async ({ page, baseURL }) => {
  const tag = uniqueTag();
  const owner = await apiAs(baseURL!, ACCOUNTS.owner);
  const email = `partage.${tag}@e2e.interim.test`;
  const id = await createUser(owner, { email, first_name: "Paula", last_name: `Partagée ${tag}`, space_ids: [LYON_ID, LILLE_ID] });

  await logIn(page, ACCOUNTS.adminLyon, { at: `/space/users?q=${tag}` });
  const select = page.getByRole("checkbox", { name: `Sélectionner Paula Partagée ${tag}` });
  await expect(select).toBeDisabled();

  await page.goto(`/space/users/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Paula Partagée ${tag}` })).toBeVisible();
  await expect(page.getByText("Cet utilisateur appartient aussi à des espaces que vous ne gérez pas : seul un propriétaire")).toBeVisible();
  await expect(page.getByRole("button", { name: "Réinitialiser le mot de passe" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Supprimer" })).toHaveCount(0);

  await page.getByLabel("Adresse e-mail").fill(`pirate.${tag}@e2e.interim.test`);
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByTestId("grant-refusal")).toHaveText(
    "Refusé : cet utilisateur appartient aussi à des espaces que vous ne gérez pas. Seul un propriétaire peut changer son adresse e-mail ou son accès à l'API.",
  );

  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Prénom").fill("Paulette");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByTestId("snackbar-message")).toHaveText("Modifications enregistrées.");
  const stored = await (await owner.get(`/v1/users/${id}`)).json();
  expect(stored).toMatchObject({ email, first_name: "Paulette", space_ids: [LYON_ID, LILLE_ID] });
});

test("a space administrator is told that an API user gets their token themselves", async ({ page }) => {
  await logIn(page, ACCOUNTS.adminLyon, { at: "/space/users/create" });
  await expect(page.getByText("L'utilisateur obtient lui-même son jeton d'API une fois connecté : vous ne le verrez pas.")).toBeVisible();
});
