import { expect, test } from "./helpers/test";
import { ACCOUNTS, SPACES } from "./helpers/accounts";
import { apiAs, uniqueTag } from "./helpers/api";
import { chooseSpaceForCompanies, createCompany } from "./helpers/companies";
import { logIn, waitForHydration } from "./helpers/session";

// Decision 0013: a form sends the version it loaded; when someone else saved the same
// row meanwhile, saving says so instead of overwriting their change, and keeps what was typed.

const CHANGED_MEANWHILE = "Quelqu'un d'autre a modifié cette fiche entre-temps.";

test("a company changed by someone else meanwhile: saving says to reload, keeps what was typed, writes nothing", async ({
  page,
  baseURL,
}) => {
  await logIn(page, ACCOUNTS.adminLyon);
  await chooseSpaceForCompanies(page, SPACES.lyon);
  const company = await createCompany(page, { name: `Transports Morel ${uniqueTag()}` });
  await page.goto(`/companies/${company.id}`);
  await waitForHydration(page);
  await page.getByLabel("Téléphone").fill("04 78 00 00 11");

  // Meanwhile a colleague renames its sign.
  const colleague = await apiAs(baseURL!, ACCOUNTS.owner);
  const meanwhile = await colleague.patch(`/v1/companies/${company.id}`, { data: { trade_name: "Morel Express" } });
  expect(meanwhile.status()).toBe(200);

  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(page.getByText(CHANGED_MEANWHILE)).toBeVisible();
  await expect(page.getByLabel("Téléphone")).toHaveValue("04 78 00 00 11");
  const stored = (await (await colleague.get(`/v1/companies/${company.id}`)).json()) as { phone: string | null; trade_name: string };
  expect(stored).toMatchObject({ phone: null, trade_name: "Morel Express" });

  // Reloaded, the form shows the colleague's change and saves on top of it.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Enseigne *")).toHaveValue("Morel Express");
  await page.getByLabel("Téléphone").fill("04 78 00 00 11");
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(page.getByTestId("snackbar-message")).toHaveText("Les modifications sont enregistrées.");
  await colleague.dispose();
});
