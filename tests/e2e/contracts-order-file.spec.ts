import type { APIRequestContext } from "@playwright/test";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs, createUser, uniqueTag } from "./helpers/api";
import { createCompany } from "./helpers/companies";
import { employerReady, LYON, period, proposedOnOrder } from "./helpers/dpae";
import { logIn } from "./helpers/session";
import { expect, test, type Page } from "./helpers/test";
import { letterTag } from "./helpers/workers-list";

// The order file's contracts (decision 0055): from an accepted worker, the contracts refused while a
// mention is missing (named, with a link to the order's form), filled, drafted, both PDFs previewed;
// the contract not signed by its due day flagged on the file and on the home screen; once in English.
// Every screen reached is audited with axe (helpers/test.ts).

async function agencyReady(baseURL: string) {
  const owner = await employerReady(baseURL);
  const settings = await owner.patch(`/v1/spaces/${LYON}`, {
    data: {
      financial_guarantor_name: "Caisse de garantie",
      financial_guarantor_address: "1 rue de Paris, 75001 Paris",
      pension_fund: "Humanis",
      provident_fund: "FASTT prévoyance",
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  return owner;
}

/** An order of Lyon with every contract mention but the recourse's justification, its one day `daysAhead` from today. */
async function orderWithoutJustification(page: Page, api: APIRequestContext, daysAhead: number) {
  const company = await createCompany(page, { name: `Client ${uniqueTag()}` });
  const position = await api.post("/v1/positions", {
    data: {
      space_id: LYON,
      company_id: company.id,
      title: "Cariste",
      qualification: "Cariste CACES 3",
      place_address: "1 rue de l'Industrie",
      place_zipcode: "69007",
      place_city: "Lyon",
      risky_job: false,
      protective_equipment: "Chaussures de sécurité",
      protective_equipment_supplier: "client",
    },
  });
  expect(position.status(), await position.text()).toBe(201);
  const order = await api.post("/v1/orders", {
    data: {
      space_id: LYON,
      company_id: company.id,
      position_id: ((await position.json()) as { id: number }).id,
      contract_type: "temporary_work",
      quantity: 1,
      attribution_mode: "manual",
      appeal_reason: "temporary_increase_activity",
      trial_period_days: 2,
      schedules: "8h-12h / 13h-17h",
      hourly_rate: 12.5,
      periods: [period(daysAhead)],
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const orderId = ((await order.json()) as { id: number }).id;
  const lastName = letterTag();
  const workerId = await proposedOnOrder(api, orderId, { first_name: "Zoé", last_name: lastName }, { accepted: true });
  return { orderId, workerId, lastName };
}

test("from an accepted worker: refused while a mention is missing, filled, created, previewed, and flagged late on the file and the home screen", async ({
  page,
  baseURL,
}) => {
  await agencyReady(baseURL!);
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  // Its first day ten days ago: the contract is due long since.
  const { orderId, lastName } = await orderWithoutJustification(page, api, -10);

  await page.goto(`/orders/${orderId}`);
  const section = page.getByRole("region", { name: "Contrats de mission" });
  const row = section.getByTestId("order-contract").filter({ hasText: lastName });
  await expect(row.getByText("Pas encore de contrats.")).toBeVisible();
  await row.getByRole("button", { name: `Créer les contrats : Zoé ${lastName}` }).click();
  const missing = row.getByTestId("order-contract-missing");
  await expect(missing).toContainText("La justification du recours");
  await expect(missing.getByRole("listitem")).toHaveCount(1);

  // The refusal leads to the order's form, where the mention is filled.
  await missing.getByRole("link", { name: "La justification du recours" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/edit$`));
  await page.getByLabel("Justification du recours").fill("Commande exceptionnelle d'un client");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));

  await row.getByRole("button", { name: `Créer les contrats : Zoé ${lastName}` }).click();
  await expect(row.getByTestId("order-contract-number")).toHaveText(/^N° \d{4}-\d{6}$/);
  const number = ((await row.getByTestId("order-contract-number").textContent()) ?? "").replace("N° ", "");
  await expect(row.getByText("Brouillon")).toBeVisible();
  await expect(row).toHaveAttribute("data-late", "true");
  await expect(row.getByText("En retard")).toBeVisible();
  await expect(row.getByRole("button", { name: /Créer les contrats/ })).toHaveCount(0);

  for (const [label, fileName] of [
    [`Contrat client (PDF) : Zoé ${lastName}`, `Contrat de mise à disposition ${number}.pdf`],
    [`Contrat intérimaire (PDF) : Zoé ${lastName}`, `Contrat de mission ${number}.pdf`],
  ] as const) {
    const download = page.waitForEvent("download");
    await row.getByRole("link", { name: label }).click();
    expect((await download).suggestedFilename()).toBe(fileName);
  }

  await page.goto("/home");
  const tile = page.getByTestId("home-contracts-late");
  await expect(tile).toContainText("Contrats en retard");
  await expect(tile).toHaveAttribute("href", "/contracts?late=true");
  expect(Number(await tile.locator(".tabular-nums").textContent())).toBeGreaterThanOrEqual(1);
});

test("the order file's contracts in English", async ({ page, baseURL }) => {
  const owner = await agencyReady(baseURL!);
  const email = `contracts.en.${uniqueTag()}@example.test`;
  await createUser(owner, {
    email,
    first_name: "Delegate",
    last_name: "English",
    password: "demo1234",
    permissions: ["jobs-delegate", "orders", "order_template_temporary_work"],
    space_ids: [LYON],
  });
  await logIn(page, email);
  await page.getByRole("button", { name: "Changer de langue" }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  const api = await apiAs(baseURL!, email);
  const { orderId, lastName } = await orderWithoutJustification(page, api, 10);
  await page.goto(`/orders/${orderId}`);
  const row = page.getByRole("region", { name: "Mission contracts" }).getByTestId("order-contract").filter({ hasText: lastName });
  await row.getByRole("button", { name: `Create the contracts: Zoé ${lastName}` }).click();
  await expect(row.getByTestId("order-contract-missing").getByRole("link", { name: "What justifies the recourse" })).toBeVisible();
  await expect(row.getByText("The contracts cannot be made: these mentions are missing.")).toBeVisible();
});
