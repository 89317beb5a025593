import { expect, test } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs, uniqueAssociationCode, uniqueTag } from "./helpers/api";
import { logIn } from "./helpers/session";

// Spec 000 §2 (/admin/spaces, mobile-style /admin/spaces/update/{id}), §3 Space, §5 rules, §8 errors.
// Each test creates the space it works on.

async function createSpace(baseURL: string, name: string) {
  const owner = await apiAs(baseURL, ACCOUNTS.owner);
  const response = await owner.post("/v1/spaces", { data: { name, association_code: uniqueAssociationCode() } });
  expect(response.status(), await response.text()).toBe(201);
  return { owner, id: ((await response.json()) as { id: number }).id };
}

test.describe("spaces", () => {
  test("a space is updated on a phone through the mobile-style screen", async ({ page, baseURL }) => {
    const name = `E2E Mobile ${uniqueTag()}`;
    const { owner, id } = await createSpace(baseURL!, name);
    await logIn(page, ACCOUNTS.owner);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/spaces/update/${id}`);
    await expect(page).toHaveTitle("Modifier l'espace · Intérim");
    await expect(page.getByRole("heading", { level: 1, name: "Modifier l'espace" })).toBeVisible();

    // Phone-first: one column, no horizontal scrolling, the save button within reach at any scroll.
    const save = page.getByRole("button", { name: "Enregistrer" });
    await expect(save).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The postal code offers its commune, and fills the empty city.
    await page.getByLabel("Code postal").fill("69007");
    await expect(page.getByTestId("city-suggestions").getByRole("button", { name: "Lyon" })).toBeVisible();
    await expect(page.getByLabel("Ville", { exact: true })).toHaveValue("Lyon");

    // Checked in the browser with the schema /v1 uses: a wrong SIRET key, a wrong phone prefix.
    await page.getByLabel("Numéro SIRET").fill("73282932000075");
    await page.getByLabel("Téléphone").fill("0012345678");
    await save.click();
    await expect(page.getByText("Ce SIRET n'est pas valide (clé de contrôle)")).toBeVisible();
    await expect(page.getByLabel("Numéro SIRET")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Téléphone")).toHaveAttribute("aria-invalid", "true");

    // Checked by /v1: an association code another space uses (spec 000 §8).
    await page.getByLabel("Numéro SIRET").fill("732 829 320 00074");
    await page.getByLabel("Téléphone").fill("04 72 00 00 00");
    await page.getByLabel("Code d'association").fill("LYO001");
    await save.click();
    await expect(page.getByText("Ce code d'association est déjà utilisé par un autre espace")).toBeVisible();

    const code = uniqueAssociationCode();
    await page.getByLabel("Code d'association").fill(code);
    await page.getByRole("checkbox", { name: "Envoi de SMS" }).check();
    await page.getByLabel("Organisme URSSAF").fill("URSSAF Rhône-Alpes");
    await page.getByLabel("Code du service de santé (SST)").fill("AST69");
    await page.mouse.wheel(0, 1500);
    await expect(save).toBeInViewport();
    await save.click();
    await expect(page.getByTestId("snackbar-message")).toHaveText("Modifications enregistrées.");

    const stored = await (await owner.get(`/v1/spaces/${id}`)).json();
    expect(stored).toMatchObject({
      name,
      siret: "73282932000074",
      phone: "+33472000000",
      zipcode: "69007",
      city: "Lyon",
      association_code: code,
      sms_enabled: true,
      urssaf_organization: "URSSAF Rhône-Alpes",
      health_service_code: "AST69",
    });
    // Geolocated from the postal code by /v1.
    expect(stored.latitude).not.toBeNull();
    await expect(page.getByTestId("space-position")).toContainText("Position : 45.");
  });

  test("the owner creates a space, deletes it with a confirmation and restores it", async ({ page }) => {
    const name = `E2E Cycle ${uniqueTag()}`;
    await logIn(page, ACCOUNTS.owner, { at: "/admin/spaces" });
    await page.getByRole("button", { name: "Nouvel espace" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouvel espace" });
    await dialog.getByLabel("Nom").fill(name);
    await dialog.getByLabel("Code d'association").fill("AB");
    await dialog.getByRole("button", { name: "Créer l'espace" }).click();
    await expect(dialog.getByText("Exactement 6 caractères", { exact: true })).toBeVisible();
    await dialog.getByLabel("Code d'association").fill(uniqueAssociationCode());
    await dialog.getByRole("button", { name: "Créer l'espace" }).click();

    await expect(page.getByTestId("snackbar-message")).toHaveText("Espace créé. Complétez sa fiche.");
    await expect(page).toHaveURL(/\/admin\/spaces\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    await page.getByRole("button", { name: "Supprimer" }).click();
    await page
      .getByRole("dialog", { name: `Supprimer l'espace ${name} ?` })
      .getByRole("button", { name: "Supprimer" })
      .click();
    await expect(page.getByText("Cet espace est supprimé")).toBeVisible();

    await page.goto(`/admin/spaces?q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId("space-row")).toHaveCount(0);
    await page.getByRole("link", { name: "Supprimés" }).click();
    await expect(page.getByTestId("space-row")).toHaveCount(1);
    await page.getByRole("button", { name: "Restaurer" }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText("Espace restauré.");
    await expect(page.getByTestId("space-row")).toHaveCount(0);
    await page.getByRole("link", { name: "Actifs" }).click();
    await expect(page.getByTestId("space-row")).toHaveCount(1);
  });

  test("the activity log shows what an update changed and from which screen", async ({ page, baseURL }) => {
    const tag = uniqueTag();
    const { owner, id } = await createSpace(baseURL!, `E2E Log ${tag}`);
    const patched = await owner.patch(`/v1/spaces/${id}`, {
      data: { name: `E2E Log ${tag} renamed` },
      headers: { "X-Route-Path": `/admin/spaces/update/${id}` },
    });
    expect(patched.status()).toBe(200);

    await logIn(page, ACCOUNTS.owner, { at: "/admin/activity-logs" });
    await page.getByLabel("Ressource").selectOption({ label: "Espace" });
    await page.getByLabel("Type", { exact: true }).selectOption({ label: "Modification" });
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/schema=spaces/);

    const row = page.getByTestId("activity-row").first();
    await expect(row).toContainText("Modification");
    // the subject is named and linked, no longer shown by its number.
    await expect(row.getByRole("link", { name: `E2E Log ${tag} renamed` })).toHaveAttribute("href", `/admin/spaces/${id}`);
    await row.getByRole("button", { name: /Détails/ }).click();
    await expect(row.getByRole("button", { name: /Détails/ })).toHaveAttribute("aria-expanded", "true");
    const details = page.locator(`#${await row.getByRole("button", { name: /Détails/ }).getAttribute("aria-controls")}`);
    await expect(details.getByTestId("route-path")).toHaveText(`/admin/spaces/update/${id}`);
    const change = details.getByRole("row", { name: /name/ });
    await expect(change).toContainText(`E2E Log ${tag}`);
    await expect(change).toContainText(`E2E Log ${tag} renamed`);
  });
});
