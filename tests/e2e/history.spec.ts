import { ACCOUNTS } from "./helpers/accounts";
import { apiAs, uniqueTag } from "./helpers/api";
import { createCompany } from "./helpers/companies";
import { LYON, proposedOnOrder } from "./helpers/dpae";
import { logIn } from "./helpers/session";
import { expect, test } from "./helpers/test";
import { letterTag } from "./helpers/workers-list";

// History (the worker's Missions tab, the company's Orders and Positions tabs): a recruiter sees where a
// worker was placed and goes from the client to its orders, its positions and a new order for it.
// Screens audited with axe (helpers/test.ts).

test("a placement shows on the worker's Missions tab and on the client's Orders tab; a position orders in one click", async ({
  page,
  baseURL,
}) => {
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const company = await createCompany(page, { name: `Client ${uniqueTag()}` });
  const position = await api.post("/v1/positions", {
    data: { space_id: LYON, company_id: company.id, title: "Cariste CACES 3", qualification: "Cariste", hourly_rate: 12.5 },
  });
  expect(position.status(), await position.text()).toBe(201);
  const positionId = ((await position.json()) as { id: number }).id;
  const startsAt = new Date(Date.now() + 2 * 86_400_000);
  const order = await api.post("/v1/orders", {
    data: {
      space_id: LYON,
      company_id: company.id,
      position_id: positionId,
      contract_type: "temporary_work",
      quantity: 1,
      attribution_mode: "manual",
      periods: [{ starts_at: startsAt.toISOString(), ends_at: new Date(startsAt.getTime() + 8 * 3_600_000).toISOString() }],
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id: orderId, number } = (await order.json()) as { id: number; number: number };
  const workerId = await proposedOnOrder(api, orderId, { first_name: "Inès", last_name: letterTag() }, { accepted: true });
  const reference = `CO-${String(number).padStart(6, "0")}`;

  await page.goto(`/workers/${workerId}`);
  await page.getByRole("navigation", { name: "Rubriques du dossier" }).getByRole("link", { name: "Missions", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Missions", level: 2 })).toBeVisible();
  const current = page.getByRole("table", { name: "En cours et à venir" });
  const row = current.getByRole("row").filter({ hasText: company.name });
  await expect(row.getByRole("link", { name: reference })).toHaveAttribute("href", `/orders/${orderId}`);
  await expect(row).toContainText("Cariste CACES 3");
  await expect(row).toContainText("Accepté");

  await row.getByRole("link", { name: company.name }).click();
  await expect(page.getByRole("heading", { name: company.name, level: 1 })).toBeVisible();
  const sections = page.getByRole("navigation", { name: "Sections de la fiche" });
  await sections.getByRole("link", { name: "Commandes", exact: true }).click();
  await expect(page.getByRole("table", { name: "Commandes du client" }).getByRole("link", { name: reference })).toBeVisible();
  await expect(page.getByRole("table", { name: "Commandes du client" })).toContainText("1 / 1");

  await sections.getByRole("link", { name: "Postes", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Postes du client" })).toBeVisible();
  await page.getByRole("link", { name: "Nouvelle commande pour le poste Cariste CACES 3" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/create\\?company_id=${company.id}&position_id=${positionId}`));
  await expect(page.getByRole("combobox", { name: "Entreprise cliente" })).toHaveValue(company.name);
  await expect(page.getByRole("combobox", { name: "Poste", exact: true })).toHaveValue(String(positionId));
});

test("the Missions tab reads in English, and says so when the worker has none", async ({ page, baseURL }) => {
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const created = await api.post("/v1/workers", {
    data: { space_id: LYON, first_name: "Noé", last_name: letterTag(), email: `history.${uniqueTag()}@example.test` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const workerId = ((await created.json()) as { id: number }).id;
  await page.context().addCookies([{ name: "lng", value: "en", url: baseURL! }]);
  await page.goto(`/workers/${workerId}/missions`);
  await expect(page.getByRole("heading", { name: "Missions", level: 2 })).toBeVisible();
  await expect(page.getByText("No missions yet")).toBeVisible();
});
