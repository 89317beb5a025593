import { expect, test } from "@playwright/test";
import { ACCOUNTS } from "./helpers/accounts";
import { createCompany, newSiret } from "./helpers/companies";
import { logIn, waitForHydration } from "./helpers/session";
import { createWorker, letterTag, newMobile } from "./helpers/worker-profile";

// Issue 18, a recruiter's first day: what a new user tripped over, each seen in the browser.

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
    const search = page.getByRole("searchbox", { name: "Rechercher par nom, téléphone ou e-mail" });
    for (const typed of [mobile, mobile.replaceAll(" ", ""), `+33 ${mobile.slice(1)}`, email.toUpperCase()]) {
      await page.goto("/workers");
      await waitForHydration(page);
      await search.fill(typed);
      await page.getByRole("button", { name: "Rechercher", exact: true }).click();
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

  test("a second company with the same SIRET is refused with a link to the first; a SIRET made invalid clears the SIREN", async ({ page }) => {
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
