import { expect, test } from "./helpers/test";
import { ACCOUNTS, SPACES } from "./helpers/accounts";
import { apiAs, createUser, sessionCookieOf, uniqueTag } from "./helpers/api";
import { logIn, waitForHydration } from "./helpers/session";

// Spec 000 §2 (user screens in /admin and /space), §4 (deleting users), §5 and §6 (granting rights).
// Each test creates the users it works on.

const LYON_ID = 1;

test.describe("users", () => {
  test("a space administrator creates a user of their space with permissions", async ({ page, baseURL }) => {
    const tag = uniqueTag();
    const email = `recrue.${tag}@e2e.interim.test`;
    await logIn(page, ACCOUNTS.adminLyon, { at: "/space/users/create" });
    await expect(page).toHaveTitle("Nouvel utilisateur · Intérim");
    // Typed before hydration, the fields would be emptied by the form taking over (seen on a loaded machine).
    await waitForHydration(page);

    await page.getByLabel("Prénom").fill("Inès");
    await page.getByLabel("Nom", { exact: true }).fill(`Recrue ${tag}`);
    await page.getByLabel("Adresse e-mail").fill(email);
    // Their only space is ticked for them.
    await expect(page.getByRole("checkbox", { name: SPACES.lyon })).toBeChecked();
    await page.getByRole("checkbox", { name: "Commandes", exact: true }).check();
    await page.getByRole("checkbox", { name: "DPAE et confirmations" }).check();
    await page.getByRole("checkbox", { name: "Administrateur", exact: true }).check();
    await page.getByRole("button", { name: "Créer l'utilisateur" }).click();

    await expect(page).toHaveURL(/\/space\/users\/\d+$/);
    await expect(page.getByTestId("snackbar-message")).toHaveText(`Utilisateur ${email} créé.`);
    await expect(page.getByRole("heading", { level: 1, name: `Inès Recrue ${tag}` })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Commandes", exact: true })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "DPAE et confirmations" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Multidiffusion" })).not.toBeChecked();
    await expect(page.getByTestId("last-login")).toHaveText("Jamais connecté");

    // What /v1 stored.
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    const owner = await apiAs(baseURL!, ACCOUNTS.owner);
    const stored = await (await owner.get(`/v1/users/${id}`)).json();
    expect(stored).toMatchObject({ email, is_admin: true, space_ids: [LYON_ID] });
    expect(stored.permissions).toEqual(["jobs-delegate", "orders"]);
  });

  test("the owner gives API access: the token is shown once, and a new one can be issued", async ({ page }) => {
    const tag = uniqueTag();
    const email = `api.${tag}@e2e.interim.test`;
    await logIn(page, ACCOUNTS.owner, { at: "/admin/users/create" });
    await page.getByLabel("Prénom").fill("Robot");
    await page.getByLabel("Nom", { exact: true }).fill(`Api ${tag}`);
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Mot de passe").fill("robot-secret");
    await page.getByRole("checkbox", { name: SPACES.lille }).check();
    await page.getByRole("checkbox", { name: "Accès à l'API" }).check();
    await page.getByRole("button", { name: "Créer l'utilisateur" }).click();

    const dialog = page.getByRole("dialog", { name: "Jeton d'API" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("il ne sera plus jamais affiché");
    const token = await dialog.getByTestId("api-token").inputValue();
    expect(token.length).toBeGreaterThan(20);
    await dialog.getByRole("button", { name: "J'ai copié le jeton" }).click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/);

    // The token works as a bearer token…
    const asRobot = await page.request.get("/v1/users/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(asRobot.status()).toBe(200);
    // …until a new one replaces it.
    await page.getByRole("button", { name: "Nouveau jeton d'API" }).click();
    await expect(page.getByRole("dialog", { name: "Jeton d'API" }).getByTestId("api-token")).not.toHaveValue(token);
    expect((await page.request.get("/v1/users/me", { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  });

  test("a permission the creator lacks is not offered, and forcing it is refused (spec 000 §5)", async ({ page, baseURL }) => {
    const tag = uniqueTag();
    await logIn(page, ACCOUNTS.adminLyon, { at: "/space/users/create" });
    const owner = page.getByRole("checkbox", { name: "Propriétaire" });
    await expect(owner).toBeDisabled();
    await expect(page.locator('[data-permission="app-admin"]')).toContainText("Vous ne détenez pas ce droit.");
    await expect(page.getByText("Vous ne pouvez accorder que les permissions que vous détenez vous-même.")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Commandes", exact: true })).toBeEnabled();

    // Forced in the page (as devtools would): /v1 refuses with the spec's message, shown plainly.
    await page.getByLabel("Prénom").fill("Pirate");
    await page.getByLabel("Nom", { exact: true }).fill(`Forcé ${tag}`);
    await page.getByLabel("Adresse e-mail").fill(`force.${tag}@e2e.interim.test`);
    await owner.evaluate((input: HTMLInputElement) => {
      input.disabled = false;
    });
    await owner.check();
    await page.getByRole("button", { name: "Créer l'utilisateur" }).click();
    await expect(page.getByTestId("grant-refusal")).toHaveText(
      "Refusé : vous ne pouvez pas accorder une permission ou un espace que vous ne détenez pas vous-même.",
    );
    await expect(page.getByRole("alert").filter({ hasText: "Refusé : Propriétaire." })).toBeVisible();
    await expect(page).toHaveURL(/\/space\/users\/create$/);

    // And straight through the API with the page's session: 403 "User has no rights".
    const forced = await page.request.post("/v1/users", {
      headers: { Cookie: await sessionCookieOf(page.context()), "X-Route-Path": "/e2e" },
      data: {
        email: `force2.${tag}@e2e.interim.test`,
        first_name: "Pirate",
        last_name: "Api",
        permissions: ["app-admin"],
        space_ids: [LYON_ID],
      },
    });
    expect(forced.status()).toBe(403);
    expect((await forced.json()).error.message).toBe("User has no rights");

    // Nobody was created.
    const ownerApi = await apiAs(baseURL!, ACCOUNTS.owner);
    expect(await (await ownerApi.get("/v1/users", { params: { q: tag } })).json()).toEqual([]);
  });

  test("deleting several users reports a partial success when one was deleted meanwhile (spec 000 §4)", async ({ page, baseURL }) => {
    const tag = uniqueTag();
    const owner = await apiAs(baseURL!, ACCOUNTS.owner);
    await createUser(owner, {
      email: `alice.${tag}@e2e.interim.test`,
      first_name: "Alice",
      last_name: `Suppr ${tag}`,
      space_ids: [LYON_ID],
    });
    const bruno = await createUser(owner, {
      email: `bruno.${tag}@e2e.interim.test`,
      first_name: "Bruno",
      last_name: `Suppr ${tag}`,
      space_ids: [LYON_ID],
    });

    await logIn(page, ACCOUNTS.adminLyon, { at: `/space/users?q=${tag}` });
    await expect(page.getByTestId("user-row")).toHaveCount(2);
    await page.getByRole("checkbox", { name: `Sélectionner Alice Suppr ${tag}` }).check();
    await page.getByRole("checkbox", { name: `Sélectionner Bruno Suppr ${tag}` }).check();
    await expect(page.getByText("2 utilisateurs sélectionnés")).toBeVisible();

    // Meanwhile, the owner deletes Bruno.
    expect((await owner.delete(`/v1/users/${bruno}`)).status()).toBe(204);

    await page.getByRole("button", { name: "Supprimer (2)" }).click();
    const dialog = page.getByRole("dialog", { name: "Supprimer 2 utilisateurs ?" });
    await expect(dialog.getByRole("listitem")).toHaveText([`Alice Suppr ${tag}`, `Bruno Suppr ${tag}`]);
    await dialog.getByRole("button", { name: "Supprimer" }).click();

    await expect(page.getByTestId("deletion-message")).toHaveText(
      `1 utilisateur sur 2 supprimé ; 1 n'a pas pu l'être : Bruno Suppr ${tag} (introuvable ou déjà supprimé).`,
    );
    await expect(page.getByTestId("user-row")).toHaveCount(0);

    // A full success says so too.
    const carla = `carla.${tag}@e2e.interim.test`;
    await createUser(owner, { email: carla, first_name: "Carla", last_name: `Suppr ${tag}`, space_ids: [LYON_ID] });
    await page.goto(`/space/users?q=${tag}`);
    await page.getByRole("checkbox", { name: "Sélectionner tous les utilisateurs de la page" }).check();
    await page.getByRole("button", { name: "Supprimer (1)" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByTestId("deletion-message")).toHaveText("1 utilisateur supprimé.");
  });

  test("an administrator's own account cannot be selected for deletion; a reset link is sent, then the user deleted", async ({
    page,
    baseURL,
  }) => {
    const tag = uniqueTag();
    const owner = await apiAs(baseURL!, ACCOUNTS.owner);
    const email = `reset.${tag}@e2e.interim.test`;
    const id = await createUser(owner, { email, first_name: "Remi", last_name: `Reset ${tag}`, space_ids: [LYON_ID] });

    await logIn(page, ACCOUNTS.adminLyon, { at: "/space/users?q=dumas" });
    await expect(page.getByRole("checkbox", { name: "Sélectionner Hélène Dumas" })).toBeDisabled();

    await page.goto(`/space/users/${id}`);
    await page.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText(`Un lien pour choisir un nouveau mot de passe a été envoyé à ${email}.`);

    // Deleted from their page, after a confirmation: back to the list, which says so.
    await page.getByRole("button", { name: "Supprimer" }).click();
    await page.getByRole("dialog", { name: "Supprimer 1 utilisateur ?" }).getByRole("button", { name: "Supprimer" }).click();
    await expect(page).toHaveURL(/\/space\/users$/);
    await expect(page.getByTestId("snackbar-message")).toHaveText("1 utilisateur supprimé.");
    expect((await owner.get(`/v1/users/${id}`)).status()).toBe(404);
  });
});
