import type { APIRequestContext } from "@playwright/test";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs, uniqueTag } from "./helpers/api";
import { createCompany } from "./helpers/companies";
import { employerReady, LYON, period, proposedOnOrder } from "./helpers/dpae";
import { logIn } from "./helpers/session";
import { expect, test, type Page } from "./helpers/test";
import { letterTag } from "./helpers/workers-list";

// The contracts list (decision 0050): a placement's contracts drafted through /v1 with every mention,
// the one not signed two jours ouvrables after its first day flagged late and found by the filter,
// the client's contract downloaded as a PDF. Every screen reached is audited with axe (helpers/test.ts).

/** An order of Lyon carrying every contract mention, on a position that carries its own; one day at `daysAhead`. */
async function orderWithMentions(page: Page, api: APIRequestContext, daysAhead: number): Promise<number> {
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
      recourse_justification: "Commande exceptionnelle",
      trial_period_days: 2,
      schedules: "8h-12h / 13h-17h",
      hourly_rate: 12.5,
      periods: [period(daysAhead)],
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { id: number }).id;
}

async function contractFor(api: APIRequestContext, orderId: number, lastName: string) {
  const workerId = await proposedOnOrder(api, orderId, { first_name: "Zoé", last_name: lastName }, { accepted: true });
  const answer = await api.post("/v1/contracts", { data: { order_id: orderId, worker_id: workerId } });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { id: number; number: string; late: boolean; due_by: string };
}

test("the contracts list flags the late contract, finds it by the filter and downloads the client's PDF", async ({ page, baseURL }) => {
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
  const onTimeName = letterTag();
  const lateName = letterTag();
  const onTime = await contractFor(api, await orderWithMentions(page, api, 10), onTimeName);
  const late = await contractFor(api, await orderWithMentions(page, api, -10), lateName);
  expect(onTime.late).toBe(false);
  expect(late.late).toBe(true);

  await page.goto("/contracts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contrats de mission");
  const lateRow = page.getByTestId("contract-row").filter({ hasText: late.number });
  await expect(lateRow).toHaveAttribute("data-late", "true");
  await expect(lateRow.getByText("En retard")).toBeVisible();
  await expect(page.getByTestId("contract-row").filter({ hasText: onTime.number })).toHaveAttribute("data-late", "false");

  await page.getByLabel("Délai").selectOption("true");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/late=true/);
  await expect(page.getByTestId("contract-row").filter({ hasText: late.number })).toBeVisible();
  await expect(page.getByTestId("contract-row").filter({ hasText: onTime.number })).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: `Contrat client (PDF) : ${late.number}` }).click();
  expect((await download).suggestedFilename()).toBe(`Contrat de mise à disposition ${late.number}.pdf`);
});
