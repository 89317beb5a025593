import type { APIRequestContext } from "@playwright/test";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs, uniqueTag } from "./helpers/api";
import { createCompany } from "./helpers/companies";
import { employerReady, LYON, period, proposedOnOrder } from "./helpers/dpae";
import { logIn } from "./helpers/session";
import { expect, test, type Page } from "./helpers/test";
import { letterTag } from "./helpers/workers-list";

// Electronic signature (decision 0054): a drafted contract sent from the contracts list, both sides signed
// by hand on the local signing page, then seen signed and its signed copy downloaded.

/** An order of Lyon naming a contact with an e-mail and carrying every contract mention, on a position that carries its own; one day at `daysAhead`. */
async function orderWithMentions(page: Page, api: APIRequestContext, daysAhead: number): Promise<number> {
  const company = await createCompany(page, { name: `Client ${uniqueTag()}` });
  const contact = await api.post(`/v1/companies/${company.id}/contacts`, {
    data: { first_name: "Claire", last_name: "Martin", email: `claire.${uniqueTag()}@example.test` },
  });
  expect(contact.status(), await contact.text()).toBe(201);
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
      recourse_justification: "Commande exceptionnelle",
      trial_period_days: 2,
      schedules: "8h-12h / 13h-17h",
      hourly_rate: 12.5,
      periods: [period(daysAhead)],
      contact_id: ((await contact.json()) as { id: number }).id,
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { id: number }).id;
}

test("sends a contract for signature, signs both sides on the local signing page and downloads the signed copy", async ({
  page,
  baseURL,
}) => {
  const owner = await employerReady(baseURL!);
  const settings = await owner.patch(`/v1/spaces/${LYON}`, {
    data: {
      financial_guarantor_name: "Caisse de garantie",
      financial_guarantor_address: "1 rue de Paris, 75001 Paris",
      pension_fund: "Humanis",
      provident_fund: "FASTT prévoyance",
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const orderId = await orderWithMentions(page, api, 10);
  const workerId = await proposedOnOrder(api, orderId, { first_name: "Zoé", last_name: letterTag() }, { accepted: true });
  const created = await api.post("/v1/contracts", { data: { order_id: orderId, worker_id: workerId } });
  expect(created.status(), await created.text()).toBe(201);
  const contract = (await created.json()) as { id: number; number: string };

  await page.goto("/contracts");
  const row = page.getByTestId("contract-row").filter({ hasText: contract.number });
  await row.getByRole("button", { name: `Envoyer pour signature ${contract.number}` }).click();
  await expect(row.getByText("Envoyé")).toBeVisible();

  // The queue makes the request; the local driver's page lists its three signers.
  await expect(async () => {
    await page.goto("/dev/signatures");
    await expect(page.getByRole("link", { name: `Signer les contrats ${contract.number} en tant que l'agence` })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  for (const role of ["l'agence", "le contact du client", "l'intérimaire"]) {
    await page.goto("/dev/signatures");
    await page.getByRole("link", { name: `Signer les contrats ${contract.number} en tant que ${role}` }).click();
    await page.getByRole("button", { name: "Signer", exact: true }).click();
    await expect(page.getByText("Signature enregistrée.")).toBeVisible();
  }

  await expect(async () => {
    await page.goto("/contracts");
    await expect(page.getByTestId("contract-row").filter({ hasText: contract.number }).getByText("Signé", { exact: true })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: `Contrat intérimaire signé : ${contract.number}` }).click();
  expect((await download).suggestedFilename()).toMatch(/-signe\.pdf$/);
});
