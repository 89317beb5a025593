import { expect, type Page } from "@playwright/test";
import { buildSiret } from "#tests/builders/siret";
import { waitForHydration } from "./session";

/** A valid SIRET nobody else uses (both Luhn keys computed; never La Poste's SIREN). */
export function newSiret(): string {
  const body = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  const establishment = String(Math.floor(Math.random() * 10_000)).padStart(4, "0");
  return buildSiret(body, establishment);
}

/**
 * Makes the company screens work in a space, the way a user does. A user of a single space has it
 * chosen already (the shell names it); otherwise the companies screen's "choose a space" prompt opens
 * the change-space dialog.
 */
export async function chooseSpaceForCompanies(page: Page, spaceName: string) {
  await page.goto("/companies");
  await waitForHydration(page);
  const prompt = page.getByRole("button", { name: "Choisir un espace" });
  const companyCount = page.getByTestId("company-count");
  await expect(prompt.or(companyCount).first()).toBeVisible();
  if (await prompt.isVisible()) {
    await prompt.click();
    const dialog = page.getByRole("dialog", { name: "Changer d'espace" });
    await dialog.getByRole("combobox", { name: "Espace" }).click();
    await page.getByRole("option", { name: new RegExp(spaceName) }).click();
    await dialog.getByRole("button", { name: "Valider" }).click();
  }
  await expect(page.getByTestId("current-space")).toHaveText(spaceName);
  await expect(companyCount).toBeVisible();
}

interface NewCompany {
  name: string;
  zipcode?: string;
  city?: string;
  staff_size_band?: string;
  [field: string]: unknown;
}

/** Creates a company of the page user's space through /v1 (with the page's session), for a test's own data. */
export async function createCompany(page: Page, company: NewCompany): Promise<{ id: number; name: string }> {
  const me = await page.request.get("/v1/users/me");
  const { space_ids } = (await me.json()) as { space_ids: number[] };
  const response = await page.request.post("/v1/companies", {
    headers: { "X-Route-Path": "/e2e" },
    data: {
      trade_name: company.name,
      address: "1 rue de la République",
      zipcode: "69002",
      city: "Lyon",
      space_id: space_ids[0],
      ...company,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}
