import { expect, test, type Page } from "./helpers/test";
import { ACCOUNTS, SPACES } from "./helpers/accounts";
import { uniqueTag } from "./helpers/api";
import { chooseSpaceForCompanies, createCompany } from "./helpers/companies";
import { logIn, waitForHydration } from "./helpers/session";

async function openCompanyTab(page: Page, id: number, tab: "contacts" | "checks") {
  await page.goto(`/companies/${id}?tab=${tab}`);
  await waitForHydration(page);
}

test.beforeEach(async ({ page }) => {
  await logIn(page, ACCOUNTS.adminLyon);
  await chooseSpaceForCompanies(page, SPACES.lyon);
});

test.describe("a company's contacts", () => {
  test("a mail or a phone is required, and a duplicate contact is refused with the spec's message", async ({ page }) => {
    const company = await createCompany(page, { name: `Imprimerie Caron ${uniqueTag()}` });
    const email = `sophie.caron.${uniqueTag()}@imprimerie-caron.test`;
    await openCompanyTab(page, company.id, "contacts");
    await expect(page.getByText("Aucun contact")).toBeVisible();

    await page.getByRole("button", { name: "Ajouter un contact" }).click();
    let dialog = page.getByRole("dialog", { name: "Nouveau contact" });
    await dialog.getByLabel("Nom *").fill("Caron");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    // Under both fields: either one satisfies the rule.
    await expect(dialog.locator("[data-field-error]", { hasText: "Un e-mail ou un téléphone est obligatoire." })).toHaveCount(2);

    await dialog.getByLabel("Prénom").fill("Sophie");
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByLabel("Fonction").fill("Responsable RH");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("snackbar-message")).toHaveText("Le contact est ajouté.");
    await expect(page.getByTestId("contact-card").filter({ hasText: "Sophie Caron" })).toContainText("Responsable RH");

    // The same mail (whatever its case) for another person of the company: refused.
    await page.getByRole("button", { name: "Ajouter un contact" }).click();
    dialog = page.getByRole("dialog", { name: "Nouveau contact" });
    await dialog.getByLabel("Prénom").fill("Paul");
    await dialog.getByLabel("Nom *").fill("Caron");
    await dialog.getByLabel("E-mail").fill(email.toUpperCase());
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Ce contact existe déjà : une autre personne de l'entreprise a le même e-mail ou le même téléphone.",
    );
    await expect(dialog.getByText("Ce contact existe déjà.", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");

    // With a phone of their own instead, Paul is added.
    await dialog.getByLabel("E-mail").fill("");
    await dialog.getByLabel("Téléphone").fill("04 78 12 34 56");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("contact-card")).toHaveCount(2);
    await expect(page.getByTestId("contact-card").filter({ hasText: "Paul Caron" })).toContainText("04 78 12 34 56");
    await expect(page.getByRole("link", { name: /Contacts/ })).toContainText("2");
  });

  test("edit and delete a contact", async ({ page }) => {
    const company = await createCompany(page, { name: `Garage Mercier ${uniqueTag()}` });
    const response = await page.request.post(`/v1/companies/${company.id}/contacts`, {
      headers: { "X-Route-Path": "/e2e" },
      data: { first_name: "Luc", last_name: "Mercier", phone: "0472000001" },
    });
    expect(response.status()).toBe(201);
    await openCompanyTab(page, company.id, "contacts");

    await page.getByRole("button", { name: "Modifier Luc Mercier" }).click();
    const dialog = page.getByRole("dialog", { name: "Modifier le contact" });
    await expect(dialog.getByLabel("Téléphone")).toHaveValue("04 72 00 00 01");
    await dialog.getByLabel("Fonction").fill("Chef d'atelier");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText("Le contact est modifié.");
    await expect(page.getByTestId("contact-card")).toContainText("Chef d'atelier");

    await page.getByRole("button", { name: "Supprimer Luc Mercier" }).click();
    await page.getByRole("dialog", { name: "Supprimer ce contact ?" }).getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText("Le contact est supprimé.");
    await expect(page.getByTestId("contact-card")).toHaveCount(0);
  });
});

test.describe("competence checks", () => {
  test("record, edit and delete one: required fields and a period in order", async ({ page }) => {
    const company = await createCompany(page, { name: `Logistique Fabre ${uniqueTag()}`, phone: "0472000002" });
    await openCompanyTab(page, company.id, "checks");
    await expect(page.getByText("Aucun contrôle de compétences")).toBeVisible();

    await page.getByRole("button", { name: "Nouveau contrôle" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouveau contrôle de compétences" });
    // The company's phone is offered; the call is today by default.
    await expect(dialog.getByLabel("Téléphone de l'entreprise")).toHaveValue("04 72 00 00 02");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog.getByText("Champ requis")).toHaveCount(2); // qualification and contract type

    await dialog.getByLabel("Qualification *").fill("Cariste CACES 3");
    await dialog.getByLabel("Type de contrat *").selectOption("cdii");
    await dialog.getByLabel("Date de l'appel *").fill("2026-03-02");
    await dialog.getByLabel("Période du").fill("2026-03-10");
    await dialog.getByLabel("au", { exact: true }).fill("2026-03-09");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog.getByText("La fin de la période précède son début.")).toBeVisible();

    await dialog.getByLabel("au", { exact: true }).fill("2026-03-31");
    await dialog.getByLabel("Reprise envisagée").check();
    await dialog.getByLabel("Échange").fill("Très bon retour du chef d'équipe.");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("snackbar-message")).toHaveText("Le contrôle de compétences est enregistré.");
    const check = page.getByTestId("competence-check");
    await expect(check).toHaveCount(1);
    await expect(check).toContainText("Cariste CACES 3");
    await expect(check).toContainText("CDI intérimaire");
    await expect(check).toContainText("Appel du 02/03/2026");
    await expect(check).toContainText("Période du 10/03/2026 au 31/03/2026");
    await expect(check).toContainText("Reprise");

    await page.getByRole("button", { name: "Modifier le contrôle Cariste CACES 3" }).click();
    const edit = page.getByRole("dialog", { name: "Modifier le contrôle de compétences" });
    await edit.getByLabel("Synthèse").fill("À rappeler en avril.");
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText("Le contrôle de compétences est modifié.");
    await expect(check).toContainText("À rappeler en avril.");

    await page.getByRole("button", { name: "Supprimer le contrôle Cariste CACES 3" }).click();
    await page.getByRole("dialog", { name: "Supprimer ce contrôle ?" }).getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText("Le contrôle de compétences est supprimé.");
    await expect(check).toHaveCount(0);
  });
});

test.describe("competence checks are written by the screen's server", () => {
  test("the browser never calls /v1 to record, edit or delete one: it posts to the route action", async ({ page }) => {
    const company = await createCompany(page, { name: `Transports Morel ${uniqueTag()}` });
    await openCompanyTab(page, company.id, "checks");
    const browserWrites: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.method() !== "GET" && url.pathname.startsWith("/v1/")) browserWrites.push(`${request.method()} ${url.pathname}`);
    });

    await page.getByRole("button", { name: "Nouveau contrôle" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouveau contrôle de compétences" });
    await dialog.getByLabel("Qualification *").fill("Préparateur de commandes");
    await dialog.getByLabel("Type de contrat *").selectOption("cdii");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText("Le contrôle de compétences est enregistré.");
    const check = page.getByTestId("competence-check");
    await expect(check).toHaveCount(1);

    await page.getByRole("button", { name: "Modifier le contrôle Préparateur de commandes" }).click();
    const edit = page.getByRole("dialog", { name: "Modifier le contrôle de compétences" });
    await edit.getByLabel("Synthèse").fill("Disponible en mai.");
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText("Le contrôle de compétences est modifié.");
    await expect(check).toContainText("Disponible en mai.");

    await page.getByRole("button", { name: "Supprimer le contrôle Préparateur de commandes" }).click();
    await page.getByRole("dialog", { name: "Supprimer ce contrôle ?" }).getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText("Le contrôle de compétences est supprimé.");
    await expect(check).toHaveCount(0);
    expect(browserWrites).toEqual([]);
  });
});
