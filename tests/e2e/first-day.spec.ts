import { expect, test, type Page } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { createCompany, newSiret } from "./helpers/companies";
import { logIn, submitLogin, waitForHydration } from "./helpers/session";
import { createWorker, letterTag, newMobile } from "./helpers/worker-profile";

// a recruiter's first day: what a new user tripped over, each seen in the browser.

test.describe("a recruiter's first day", () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, ACCOUNTS.adminLyon);
  });

  test("a card shows the availability that matched the dates searched, else the current one", async ({ page }) => {
    const tag = letterTag();
    const worker = await createWorker(page, { first_name: "Karim", last_name: tag, mobile_phone_number: newMobile() });
    for (const data of [{ status: "available" }, { status: "available", from: "2034-11-30", to: "2034-12-06" }]) {
      const response = await page.request.post(`/v1/workers/${worker.id}/availabilities`, { headers: { "X-Route-Path": "/e2e" }, data });
      expect(response.status()).toBe(201);
    }
    await page.goto(`/workers?names=${tag}&availability_status=available&available_from=2034-11-30&available_to=2034-12-06`);
    await waitForHydration(page);
    await expect(page.getByTestId("worker-availability")).toHaveText("Disponible du 30/11/2034 au 06/12/2034");
    await page.goto(`/workers?names=${tag}`);
    await expect(page.getByTestId("worker-availability")).toHaveText(/^Disponible jusqu'au /);
  });

  test("the search box finds a worker from the phone number or e-mail a candidate gives", async ({ page }) => {
    const tag = letterTag();
    const mobile = newMobile();
    const email = `${tag.toLowerCase()}@exemple.fr`;
    await createWorker(page, { first_name: "Inès", last_name: tag, mobile_phone_number: mobile, email });
    await page.goto("/workers");
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Rechercher par nom, téléphone ou e-mail" }).fill(mobile);
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();
    await expect(page.getByTestId("worker-card")).toHaveCount(1);
    await expect(page.getByTestId("worker-card")).toContainText(tag.toUpperCase());
    // The other usual writings, as the box sends them.
    for (const typed of [mobile.replaceAll(" ", ""), `+33 ${mobile.slice(1)}`, email.toUpperCase()]) {
      await page.goto(`/workers?${new URLSearchParams({ names: typed })}`);
      await expect(page.getByTestId("worker-card"), typed).toHaveCount(1);
      await expect(page.getByTestId("worker-card")).toContainText(tag.toUpperCase());
    }
  });

  test("an expired session while saving says so, and the typed profile comes back after signing in", async ({ page }) => {
    const tag = letterTag();
    const worker = await createWorker(page, { first_name: "Lina", last_name: tag, mobile_phone_number: newMobile() });
    await page.goto(`/workers/${worker.id}`);
    await waitForHydration(page);
    await page.getByLabel("Nom de naissance").fill("Moreau");
    await page.context().clearCookies();
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();

    await expect(page.getByTestId("snackbar-message")).toHaveText("Identifiants invalides, veuillez vous reconnecter.");
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/workers/${worker.id}`)}`, { timeout: 8000 });
    await waitForHydration(page);
    await page.getByLabel("Adresse e-mail").fill(ACCOUNTS.adminLyon);
    await page.getByLabel("Mot de passe", { exact: true }).fill("demo1234");
    await page.getByRole("button", { name: "Se connecter" }).click();

    await expect(page).toHaveURL(new RegExp(`/workers/${worker.id}$`));
    await expect(page.getByLabel("Nom de naissance")).toHaveValue("Moreau");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(page.getByTestId("snackbar-message").filter({ hasText: "Profil enregistré." })).toBeVisible();
    const saved = await page.request.get(`/v1/workers/${worker.id}`);
    expect(((await saved.json()) as { maiden_name: string }).maiden_name).toBe("Moreau");
  });

  test("leaving a worker's profile with unsaved changes asks first, for a tab and for closing the page", async ({ page }) => {
    const worker = await createWorker(page, { first_name: "Noé", last_name: letterTag(), mobile_phone_number: newMobile() });
    await page.goto(`/workers/${worker.id}`);
    await waitForHydration(page);
    await page.getByLabel("Nom de naissance").fill("Leroy");
    await page.getByRole("link", { name: "Disponibilités" }).click();
    const dialog = page.getByRole("dialog", { name: "Quitter sans enregistrer ?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(page).toHaveURL(new RegExp(`/workers/${worker.id}$`));
    await expect(page.getByLabel("Nom de naissance")).toHaveValue("Leroy");

    const unload = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const asked = await unload;
    expect(asked.type()).toBe("beforeunload");
    await asked.dismiss();
  });

  test("a second company with the same SIRET is refused with a link to the first; a SIRET made invalid clears the SIREN", async ({
    page,
  }) => {
    const siret = newSiret();
    const existing = await createCompany(page, { name: `Logistique Rhône ${letterTag()}`, siret });
    await page.goto("/companies/create");
    await waitForHydration(page);
    await page.getByLabel("N° SIRET").fill(newSiret());
    await expect(page.getByLabel("N° SIREN")).not.toHaveValue("");
    await page.getByLabel("N° SIRET").fill("1234");
    await expect(page.getByLabel("N° SIREN")).toHaveValue("");
    await expect(page.getByTestId("vat-code")).toHaveValue("");

    await page.getByLabel("Raison sociale *").fill(`Logistique du Rhône ${letterTag()}`);
    await page.getByLabel("Enseigne *").fill("Logistique");
    await page.getByLabel("N° SIRET").fill(siret);
    await page.getByLabel("Adresse *", { exact: true }).fill("3 rue Garibaldi");
    await page.getByLabel("Code postal *", { exact: true }).fill("69006");
    await page.getByRole("combobox", { name: "Ville *" }).click();
    await page.getByRole("option", { name: "Lyon" }).first().click();
    await page.getByRole("button", { name: "Créer l'entreprise" }).click();

    await expect(page.getByText("Une entreprise de l'espace a déjà ce SIRET.")).toBeVisible();
    const link = page.getByRole("link", { name: `Ouvrir la fiche de ${existing.name}` });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/companies/${existing.id}$`));
  });
});

test.describe("a recruiter's first day, the small things", () => {
  test("the worker file goes back to the list as it was; long names are refused, not cut; equipment is one word", async ({ page }) => {
    await logIn(page, ACCOUNTS.adminLyon);
    const tag = letterTag();
    const worker = await createWorker(page, { first_name: "Yanis", last_name: tag, mobile_phone_number: newMobile() });
    await page.goto(`/workers?names=${tag}&layout=list&state=candidate`);
    await waitForHydration(page);
    await page
      .getByRole("link", { name: new RegExp(tag, "i") })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/workers/${worker.id}$`));
    await waitForHydration(page);

    const lastName = page.getByLabel("Nom *", { exact: true });
    await lastName.fill("A".repeat(101));
    await expect(lastName).toHaveValue("A".repeat(101));
    await lastName.blur();
    await expect(page.getByText("Trop long")).toBeVisible();
    await lastName.fill(tag);

    await page.getByRole("link", { name: "Équipements" }).click();
    await expect(page.getByRole("heading", { name: "Équipements", level: 2 })).toBeVisible();
    await page.getByRole("link", { name: "Retour au personnel" }).click();
    await expect(page).toHaveURL(`/workers?names=${tag}&layout=list&state=candidate`);
  });

  test("a saved profile's message stays clear of the save bar", async ({ page }) => {
    await logIn(page, ACCOUNTS.adminLyon);
    const worker = await createWorker(page, { first_name: "Maëlle", last_name: letterTag(), mobile_phone_number: newMobile() });
    await page.goto(`/workers/${worker.id}`);
    await waitForHydration(page);
    await page.getByLabel("Nom de naissance").fill("Garnier");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    const message = page.getByTestId("snackbar-message");
    await expect(message).toHaveText("Profil enregistré.");
    const toast = (await message.boundingBox())!;
    const bar = (await page.getByRole("button", { name: "Enregistrer", exact: true }).boundingBox())!;
    expect(toast.y + toast.height).toBeLessThanOrEqual(bar.y);
  });

  test("the space users list names spaces and shows the owner as owner; the account menu has one settings entry; the v1 admin option says what it does", async ({
    page,
  }) => {
    await logIn(page, ACCOUNTS.adminLyon, { at: "/space/users?q=owner" });
    const owner = page.locator('[data-testid="user-row"][data-user-email="owner@demo.interim.test"]');
    await expect(owner).toContainText("Tous les espaces");
    await expect(owner).toContainText("Tous les droits");
    await expect(owner).not.toContainText("#");

    await page.getByRole("button", { name: "Menu du compte" }).click();
    await expect(page.getByRole("menuitem", { name: "Mon compte" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Paramètres utilisateur" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    await page.goto("/space/users/create");
    await expect(page.getByText(/N'accorde aucun droit par lui-même.*« Administrateur d'espace »/)).toBeVisible();
  });

  test("a too-short password says so once, not twice", async ({ page }) => {
    await logIn(page, ACCOUNTS.agentLille, { at: "/account" });
    const form = page.getByRole("form", { name: "Mot de passe" });
    await form.getByLabel("Nouveau mot de passe", { exact: true }).fill("abc");
    await form.getByRole("button", { name: "Changer le mot de passe" }).click();
    await expect(form.getByText(/^Au moins 6 caractères\.?$/)).toHaveCount(1);
  });

  test("the activity log reads in the interface language and names its subjects", async ({ page }) => {
    await logIn(page, ACCOUNTS.owner);
    const tag = letterTag();
    const worker = await createWorker(page, { first_name: "Sacha", last_name: tag, mobile_phone_number: newMobile() });
    const added = await page.request.post(`/v1/workers/${worker.id}/availabilities`, {
      headers: { "X-Route-Path": "/e2e" },
      data: { status: "available" },
    });
    expect(added.status()).toBe(201);
    await page.goto("/admin/activity-logs");
    const newest = page.getByTestId("activity-row").first();
    await expect(newest.getByTestId("activity-title")).toHaveText("Disponibilité ajoutée");
    await expect(newest.getByRole("link", { name: `Sacha ${tag}` })).toHaveAttribute("href", `/workers/${worker.id}`);

    // Every title an operation writes has its words, archiving a worker's too (decision 0042).
    const archived = await page.request.post("/v1/workers/archive", { headers: { "X-Route-Path": "/e2e" }, data: { ids: [worker.id] } });
    expect(archived.status()).toBe(200);
    await page.reload();
    await expect(newest.getByTestId("activity-title")).toHaveText("Intérimaire archivé");
  });

  test("without scripts, a refused login keeps the e-mail typed", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Adresse e-mail").fill(ACCOUNTS.agentLille);
    await page.getByLabel("Mot de passe", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByText("Adresse e-mail ou mot de passe incorrect.")).toBeVisible();
    await expect(page.getByLabel("Adresse e-mail")).toHaveValue(ACCOUNTS.agentLille);
    await context.close();
  });
});

test.describe("filters on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The side menu is a drawer on a phone: signed in once the home screen is there. */
  async function logInOnPhone(page: Page) {
    await submitLogin(page, ACCOUNTS.adminLyon);
    await expect(page).toHaveURL(/\/home$/);
    await waitForHydration(page);
  }

  test("a filtered link opens on the results, and applying filters folds the panel", async ({ page }) => {
    await logInOnPhone(page);
    await page.goto("/workers?availability_status=available");
    await waitForHydration(page);
    const apply = page.getByRole("button", { name: "Appliquer les filtres" });
    await expect(apply).toBeHidden();
    await expect(page.getByTestId("worker-count")).toBeInViewport();
    await page.getByRole("button", { name: /^Filtres/ }).click();
    await page.getByRole("checkbox", { name: "Candidat", exact: true }).check();
    await apply.click();
    await expect(page).toHaveURL(/state=candidate/);
    await expect(apply).toBeHidden();
    await expect(page.getByTestId("worker-count")).toBeInViewport();
  });

  test("the bottom bar shows the current area, the drawer's too", async ({ page }) => {
    await logInOnPhone(page);
    await page.goto("/space/users");
    const bottomBar = page.getByRole("navigation", { name: "Navigation rapide" });
    await expect(bottomBar.getByRole("button", { name: "Plus" })).toHaveAttribute("data-current", "true");
    await expect(bottomBar.locator('[aria-current="page"]')).toHaveCount(0);
  });
});
