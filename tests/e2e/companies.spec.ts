import { expect, test } from "./helpers/test";
import { frenchVatNumber } from "#domain/french/siren-siret";
import { ACCOUNTS, SPACES } from "./helpers/accounts";
import { uniqueAssociationCode, uniqueTag } from "./helpers/api";
import { chooseSpaceForCompanies, createCompany, newSiret } from "./helpers/companies";
import { logIn, waitForHydration } from "./helpers/session";

test.describe("creating a company", () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, ACCOUNTS.adminLyon);
    await chooseSpaceForCompanies(page, SPACES.lyon);
  });

  test("from its SIRET: the SIREN and VAT number fill in, the postal code offers its communes", async ({ page }) => {
    const name = `Menuiserie Girard ${uniqueTag()}`;
    const siret = newSiret();
    await page.getByRole("link", { name: "Nouvelle entreprise" }).click();
    await expect(page).toHaveURL(/\/companies\/create$/);
    await expect(page).toHaveTitle("Nouvelle entreprise · Intérim");
    await waitForHydration(page);

    await page.getByLabel("Raison sociale *").fill(name);
    await page.getByLabel("Enseigne *").fill("Menuiserie Girard");
    await page.getByLabel("N° SIRET").fill(siret);
    await expect(page.getByLabel("N° SIREN")).toHaveValue(siret.slice(0, 9));
    await expect(page.getByTestId("vat-code")).toHaveValue(frenchVatNumber(siret.slice(0, 9))!);

    // The APE code comes from either NAF, which the option says.
    await page.getByRole("combobox", { name: "Code APE" }).fill("78.20");
    await page.getByRole("option", { name: /78\.20Z.*NAF rév\. 2/ }).click();

    await page.getByLabel("Adresse *", { exact: true }).fill("12 avenue Alsace-Lorraine");
    await page.getByLabel("Code postal *", { exact: true }).fill("01000");
    // 01000 is shared by two communes: both are offered, the user picks one.
    await page.getByRole("combobox", { name: "Ville *" }).click();
    await expect(page.getByRole("option", { name: "Bourg-en-Bresse" })).toBeVisible();
    await page.getByRole("option", { name: "Saint-Denis-lès-Bourg" }).click();
    await expect(page.getByRole("combobox", { name: "Ville *" })).toHaveValue("Saint-Denis-lès-Bourg");
    await page.getByLabel("État").selectOption("active_client");

    await page.getByRole("button", { name: "Créer l'entreprise" }).click();
    await expect(page).toHaveURL(/\/companies\/\d+$/);
    await expect(page.getByTestId("snackbar-message")).toHaveText(`L'entreprise « ${name} » est créée.`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} – entreprise · Intérim`);
    await expect(page.getByLabel("N° SIREN")).toHaveValue(siret.slice(0, 9));
    await expect(page.getByRole("combobox", { name: "Ville *" })).toHaveValue("Saint-Denis-lès-Bourg");
    await expect(page.getByRole("combobox", { name: "Code APE" })).toHaveValue(/^78\.20Z – /);
    await expect(page.getByLabel("État")).toHaveValue("active_client");
  });

  test("a wrong SIRET is refused under the field, before anything is sent", async ({ page }) => {
    await page.goto("/companies/create");
    await waitForHydration(page);
    const siret = newSiret();
    const wrongKey = `${siret.slice(0, 13)}${(Number(siret[13]) + 1) % 10}`;
    await page.getByLabel("N° SIRET").fill(wrongKey);
    await page.getByLabel("N° SIRET").blur();
    await expect(page.getByText("Ce SIRET n'existe pas : sa clé de contrôle est fausse.")).toBeVisible();
    await expect(page.getByLabel("N° SIRET")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("N° SIREN")).toHaveValue("");

    await page.getByRole("button", { name: "Créer l'entreprise" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Certains champs sont à corriger" })).toBeVisible();
    await expect(page.getByText("Champ requis")).toHaveCount(5);
    await expect(page).toHaveURL(/\/companies\/create$/);

    // Corrected, the message goes as the user types.
    await page.getByLabel("N° SIRET").fill(siret);
    await expect(page.getByText("Ce SIRET n'existe pas : sa clé de contrôle est fausse.")).toHaveCount(0);
    await expect(page.getByLabel("N° SIREN")).toHaveValue(siret.slice(0, 9));
  });

  test("what only the server can refuse shows under the field too (an association code already used)", async ({ page }) => {
    const code = uniqueAssociationCode();
    await createCompany(page, { name: `Code pris ${uniqueTag()}`, association_code: code });
    await page.goto("/companies/create");
    await waitForHydration(page);
    await page.getByLabel("Raison sociale *").fill(`Doublon ${uniqueTag()}`);
    await page.getByLabel("Enseigne *").fill("Doublon");
    await page.getByLabel("Code association").fill(code);
    await page.getByLabel("Adresse *", { exact: true }).fill("3 rue Neuve");
    await page.getByLabel("Code postal *", { exact: true }).fill("69003");
    // A postal code of one commune fills the city.
    await expect(page.getByRole("combobox", { name: "Ville *" })).toHaveValue("Lyon");
    await page.getByRole("button", { name: "Créer l'entreprise" }).click();
    await expect(page.getByText("Ce code d'association est déjà utilisé par un autre espace.")).toBeVisible();
    await expect(page.getByLabel("Code association")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Code association")).toBeFocused();
    await expect(page).toHaveURL(/\/companies\/create$/);
  });
});

test.describe("updating a company", () => {
  test("its file saves; a parent company that would make a loop is refused under the field", async ({ page }) => {
    await logIn(page, ACCOUNTS.adminLyon);
    await chooseSpaceForCompanies(page, SPACES.lyon);
    const tag = uniqueTag();
    const holding = await createCompany(page, { name: `Holding Vidal ${tag}` });
    const subsidiary = await createCompany(page, { name: `Filiale Vidal ${tag}`, parent_company_id: holding.id });
    await page.goto(`/companies/${holding.id}`);
    await waitForHydration(page);

    // The holding's parent would be its own subsidiary: only the server knows the chain.
    await page.getByRole("combobox", { name: "Société mère" }).fill(subsidiary.name);
    await page.getByRole("option", { name: new RegExp(subsidiary.name) }).click();
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(page.getByText("Ce rattachement formerait une boucle de sociétés mères.")).toBeVisible();

    await page.getByRole("button", { name: "Effacer (Société mère)" }).click();
    await page.getByLabel("Téléphone").fill("04 78 00 00 09");
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText("Les modifications sont enregistrées.");
    await page.reload();
    await expect(page.getByLabel("Téléphone")).toHaveValue("04 78 00 00 09");
    await expect(page.getByRole("combobox", { name: "Société mère" })).toHaveValue("");

    // The subsidiary shows its parent by name.
    await page.goto(`/companies/${subsidiary.id}`);
    await expect(page.getByRole("combobox", { name: "Société mère" })).toHaveValue(holding.name);
  });
});

test.describe("searching companies", () => {
  test("with company_search_filters: by département and staff band, kept in the URL", async ({ page }) => {
    await logIn(page, ACCOUNTS.adminLyon);
    await chooseSpaceForCompanies(page, SPACES.lyon);
    const tag = uniqueTag();
    const big = await createCompany(page, {
      name: `Géant de l'Ain ${tag}`,
      zipcode: "01000",
      city: "Bourg-en-Bresse",
      staff_size_band: "53",
    });
    const small = await createCompany(page, {
      name: `Atelier de l'Ain ${tag}`,
      zipcode: "01000",
      city: "Bourg-en-Bresse",
      staff_size_band: "11",
    });
    const lyon = await createCompany(page, { name: `Géant lyonnais ${tag}`, zipcode: "69003", city: "Lyon", staff_size_band: "53" });

    await page.getByRole("button", { name: "Filtres" }).click();
    const filters = page.getByTestId("company-filters");
    await filters.getByLabel("Département").selectOption("01");
    await filters.getByLabel("Tranche d'effectif").selectOption("53");
    await filters.getByRole("button", { name: "Appliquer" }).click();

    await expect(page).toHaveURL(/departement=01/);
    await expect(page).toHaveURL(/staff_size_band=53/);
    const rows = page.getByTestId("company-row");
    await expect(rows.filter({ hasText: big.name })).toHaveCount(1);
    await expect(rows.filter({ hasText: small.name })).toHaveCount(0);
    await expect(rows.filter({ hasText: lyon.name })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Filtres.*2 filtres actifs/ })).toBeVisible();

    // The URL is the search: a reload shows the same, with the panel open on the chosen values.
    await page.reload();
    await expect(page.getByTestId("company-filters").getByLabel("Département")).toHaveValue("01");
    await expect(page.getByTestId("company-filters").getByLabel("Tranche d'effectif")).toHaveValue("53");
    await expect(rows.filter({ hasText: big.name })).toHaveCount(1);

    // Only the staff band: the Lyon company comes too.
    await waitForHydration(page);
    await page.getByTestId("company-filters").getByLabel("Département").selectOption("");
    await page.getByTestId("company-filters").getByRole("button", { name: "Appliquer" }).click();
    await expect(page).not.toHaveURL(/departement=/);
    await expect(rows.filter({ hasText: lyon.name })).toHaveCount(1);
    await expect(rows.filter({ hasText: big.name })).toHaveCount(1);
  });

  test("without company_search_filters: no filter panel, and filters in the URL are ignored", async ({ page }) => {
    await logIn(page, ACCOUNTS.agentLyon);
    await chooseSpaceForCompanies(page, SPACES.lyon);
    await expect(page.getByRole("searchbox", { name: "Rechercher une entreprise" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Filtres" })).toHaveCount(0);

    const all = await page.getByTestId("company-count").textContent();
    await page.goto("/companies?departement=01&staff_size_band=53");
    await expect(page.getByTestId("company-count")).toHaveText(all!);
    await expect(page.getByRole("button", { name: "Filtres" })).toHaveCount(0);

    // The name search is for everyone.
    const name = `Boulangerie Perrin ${uniqueTag()}`;
    await createCompany(page, { name });
    await page.goto("/companies");
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Rechercher une entreprise" }).fill(name);
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/q=Boulangerie/);
    await expect(page.getByTestId("company-row")).toHaveCount(1);
    await expect(page.getByTestId("company-row")).toContainText(name);
  });
});

test.describe("archiving", () => {
  test("archive a company from the list and reactivate it from the archived tab", async ({ page }) => {
    await logIn(page, ACCOUNTS.adminLyon);
    await chooseSpaceForCompanies(page, SPACES.lyon);
    const { name } = await createCompany(page, { name: `Transports Lefèvre ${uniqueTag()}` });
    await page.goto(`/companies?q=${encodeURIComponent(name)}`);
    await waitForHydration(page);
    const row = page.getByTestId("company-row").filter({ hasText: name });

    await row.getByRole("button", { name: `Archiver – ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Archiver cette entreprise ?" });
    await dialog.getByRole("button", { name: "Archiver" }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText(`« ${name} » est archivée.`);
    await expect(row).toHaveCount(0);
    await expect(page.getByText("Aucune entreprise ne correspond")).toBeVisible();

    const views = page.getByRole("navigation", { name: "Vues des entreprises" });
    await views.getByRole("link", { name: "Archivées" }).click();
    await expect(page).toHaveURL(/view=archived/);
    await expect(page).toHaveTitle("Entreprises archivées · Intérim");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Archivée le");

    await row.getByRole("button", { name: `Réactiver – ${name}` }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText(`« ${name} » est réactivée.`);
    await expect(row).toHaveCount(0);

    await views.getByRole("link", { name: "Entreprises" }).click();
    await expect(page).not.toHaveURL(/view=archived/);
    await expect(row).toHaveCount(1);
  });

  test("archive and reactivate from the company's file", async ({ page }) => {
    await logIn(page, ACCOUNTS.adminLyon);
    await chooseSpaceForCompanies(page, SPACES.lyon);
    const company = await createCompany(page, { name: `Plomberie Rousseau ${uniqueTag()}` });
    await page.goto(`/companies/${company.id}`);
    await waitForHydration(page);

    await page.getByRole("button", { name: "Archiver" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Archiver" }).click();
    await expect(page.getByText(/Cette entreprise est archivée depuis le/)).toBeVisible();
    await page.getByRole("button", { name: "Réactiver" }).click();
    await expect(page.getByText(/Cette entreprise est archivée depuis le/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Archiver" })).toBeVisible();
  });
});

test.describe("the company screens", () => {
  test("ask for a space when none is chosen, and say when a company does not exist", async ({ page }) => {
    await logIn(page, ACCOUNTS.owner, { at: "/companies" });
    await expect(page).toHaveTitle("Entreprises · Intérim");
    await expect(page.getByText("Choisissez un espace")).toBeVisible();
    await page.goto("/companies/create");
    await expect(page.getByText("Choisissez un espace")).toBeVisible();

    for (const path of ["/companies/999999999", "/companies/abc"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Page introuvable" }), path).toBeVisible();
    }
  });

  test("fit a phone's width", async ({ page }) => {
    await logIn(page, ACCOUNTS.adminLyon);
    await chooseSpaceForCompanies(page, SPACES.lyon);
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ["/companies", "/companies/create", "/companies/1", "/companies/1?tab=contacts", "/companies/1?tab=checks"]) {
      await page.goto(path);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
