import { expect, test } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs } from "./helpers/api";
import { logIn } from "./helpers/session";
import { employerReady, LYON, lyonOrder, nir, proposedOnOrder } from "./helpers/dpae";
import { letterTag } from "./helpers/worker-profile";

// The agency's own settings where its staff work (decision 0045): a space administrator reads the
// agency's registration links and edits what the DPAE and the SMS need, each code checked in the form
// with the format the DPAE requires; a DPAE refused for the agency's data says so and links there.

test("a space administrator reads the registration links and saves the agency's DPAE codes, checked as the DPAE checks them", async ({
  page,
  baseURL,
}) => {
  await employerReady(baseURL!);
  await logIn(page, ACCOUNTS.adminLyon, { at: "/space" });
  await page.getByRole("link", { name: "Paramètres de l'agence" }).click();
  await expect(page).toHaveURL(/\/space\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Paramètres de l'agence" })).toBeVisible();

  const links = page.getByTestId("registration-links");
  await expect(links.getByRole("link", { name: `${new URL(baseURL!).origin}/inscription/lyon` })).toBeVisible();
  await expect(links.getByRole("link", { name: `${new URL(baseURL!).origin}/express/lyon` })).toBeVisible();
  await expect(links.getByRole("link", { name: `${new URL(baseURL!).origin}/inscription-borne/lyon` })).toBeVisible();

  // A code the DPAE would refuse (the field takes three characters, not a dash): the form refuses it
  // under the field, before anything is sent.
  const urssafCode = page.getByLabel("Code URSSAF");
  await urssafCode.fill("11-");
  await page.getByLabel("Code du service de santé au travail").fill("AST-69");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(urssafCode).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Le code URSSAF est invalide.")).toBeVisible();
  await expect(page.getByText("Le code du service de santé au travail est invalide.")).toBeVisible();

  await urssafCode.fill("117");
  await page.getByLabel("Code du service de santé au travail").fill("mt123");
  await page.getByRole("textbox", { name: "Garant financier" }).fill("Caisse de garantie de test");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Paramètres enregistrés.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Code du service de santé au travail")).toHaveValue("MT123");
  await expect(page.getByRole("textbox", { name: "Garant financier" })).toHaveValue("Caisse de garantie de test");

  // /v1 refuses the same value from anyone who skips the form.
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const refused = await api.patch(`/v1/spaces/${LYON}/settings`, { data: { urssaf_code: "1170" } });
  expect(refused.status()).toBe(422);
});

test("a DPAE refused for the agency's data says so and links to the agency's settings", async ({ page, baseURL }) => {
  const owner = await employerReady(baseURL!);
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const orderId = await lyonOrder(page, api);
  const workerId = await proposedOnOrder(
    api,
    orderId,
    { first_name: "Inès", last_name: letterTag(), nir: nir(Math.floor(Math.random() * 900) + 1) },
    { accepted: true },
  );
  // The agency lost its APE code meanwhile.
  expect((await owner.patch(`/v1/spaces/${LYON}`, { data: { ape_code: null } })).status()).toBe(200);
  try {
    await page.goto("/dpae");
    await page.getByLabel("N° de commande").fill(String(orderId));
    await page.getByLabel("N° d'intérimaire").fill(String(workerId));
    await page.getByRole("button", { name: "Déclarer", exact: true }).click();
    await expect(page.getByTestId("dpae-issues")).toContainText("Le code APE est invalide.");
    await expect(page.getByTestId("dpae-agency-data")).toContainText("Ces informations sont celles de l'agence.");
    await page.getByRole("link", { name: "Compléter les paramètres de l'agence" }).click();
    await expect(page).toHaveURL(/\/space\/settings$/);
    await page.getByLabel("Code APE").fill("78.20Z");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Paramètres enregistrés.")).toBeVisible();
  } finally {
    await employerReady(baseURL!);
  }
});
