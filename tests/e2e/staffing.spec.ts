import { ACCOUNTS } from "./helpers/accounts";
import { createCompany } from "./helpers/companies";
import { logIn, waitForHydration } from "./helpers/session";
import { expect, test, type Page } from "./helpers/test";
import { newMobile } from "./helpers/worker-profile";
import { createWorker, letterTag } from "./helpers/workers-list";

// Staffing an order from its ranked shortlist (decision 0049): the proposal dialog opens on the space's
// workers ranked for the order, each with reference, town and main job beside the name and the reasons
// of the rank; filtered by distance, the worker from Lille leaves the list; the one from Lyon is
// proposed the mission. Every dialog reached is audited with axe (helpers/test.ts).

const ROUTE = { "X-Route-Path": "/e2e" };
const DAY = 86_400_000;

async function spaceIdOf(page: Page) {
  const me = await page.request.get("/v1/users/me");
  return ((await me.json()) as { space_ids: number[] }).space_ids[0]!;
}

test("a shortlist filtered by distance, and the mission proposed to the worker it keeps", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, ACCOUNTS.adminLyon);
  const tag = letterTag();
  const spaceId = await spaceIdOf(page);
  const company = await createCompany(page, { name: `Entrepôt ${tag}` });
  const job = `Cariste ${tag}`;
  const position = await page.request.post("/v1/positions", {
    headers: ROUTE,
    data: { space_id: spaceId, company_id: company.id, title: job },
  });
  expect(position.status(), await position.text()).toBe(201);
  const positionId = ((await position.json()) as { id: number }).id;
  await createWorker(page, {
    first_name: "Lucie",
    last_name: tag,
    postal_code: "69003",
    postal_city: "Lyon",
    favorite_jobs: [job],
    external_ref: `R-${tag}-1`,
    mobile_phone_number: newMobile(),
  });
  await createWorker(page, {
    first_name: "Bruno",
    last_name: tag,
    postal_code: "59000",
    postal_city: "Lille",
    favorite_jobs: [job],
    external_ref: `R-${tag}-2`,
    mobile_phone_number: newMobile(),
  });
  const start = new Date(Date.now() + 20 * DAY);
  const created = await page.request.post("/v1/orders", {
    headers: ROUTE,
    data: {
      space_id: spaceId,
      company_id: company.id,
      position_id: positionId,
      contract_type: "temporary_work",
      quantity: 1,
      attribution_mode: "manual",
      periods: [{ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 8 * 3_600_000).toISOString() }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const orderId = ((await created.json()) as { id: number }).id;

  await page.goto(`/orders/${orderId}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Proposer la mission" }).click();
  const dialog = page.getByRole("dialog", { name: "Proposer la mission par SMS" });
  const rows = dialog.getByTestId("shortlist-row");
  // Both do the order's job: they lead the list, the nearer first, told apart by reference, town and job.
  await expect(rows.nth(0)).toContainText(`${tag.toUpperCase()} Lucie`);
  await expect(rows.nth(0)).toContainText(`R-${tag}-1 · Lyon · ${job}`);
  await expect(rows.nth(0)).toContainText("Métier favori");
  await expect(rows.nth(0)).toContainText("Proche du client");
  await expect(rows.nth(1)).toContainText(`${tag.toUpperCase()} Bruno`);
  await expect(rows.nth(1)).toContainText(`R-${tag}-2 · Lille · ${job}`);

  // A name searches the whole pool; namesakes are told apart there too, by town and main job.
  const search = dialog.getByRole("searchbox", { name: "Rechercher un intérimaire" });
  await search.fill(tag);
  await expect(dialog.getByTestId("proposal-candidates")).toContainText(`Lille · ${job}`);
  await expect(dialog.getByTestId("proposal-candidates")).toContainText(`Lyon · ${job}`);
  await search.fill("");

  await dialog.getByLabel("Distance du client").selectOption({ label: "25 km au plus" });
  await expect(dialog.getByRole("checkbox", { name: `${tag.toUpperCase()} Bruno` })).toHaveCount(0);
  await expect(rows.nth(0)).toContainText(`${tag.toUpperCase()} Lucie`);
  await dialog.getByLabel("Disponibles sur toutes les périodes").check();
  await dialog.getByRole("checkbox", { name: `${tag.toUpperCase()} Lucie` }).check();
  await expect(dialog.getByTestId("proposal-chosen")).toHaveText("1 intérimaire choisi");
  await dialog.getByRole("button", { name: "Envoyer la proposition" }).click();
  await expect(dialog.getByTestId("proposal-summary")).toHaveText("Proposition envoyée à 1 intérimaire.");
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(page.getByTestId("order-worker")).toHaveCount(1);
  await expect(page.getByTestId("order-worker")).toContainText("Lucie");
});
