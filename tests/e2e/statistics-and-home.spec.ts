import { readFileSync } from "node:fs";
import { ACCOUNTS } from "./helpers/accounts";
import { createCompany } from "./helpers/companies";
import { logIn, waitForHydration } from "./helpers/session";
import { expect, test } from "./helpers/test";
import { newMobile } from "./helpers/worker-profile";
import { createWorker, letterTag } from "./helpers/workers-list";

// The owner reads a month's figures with a chart and its table, asks for an XLSX export, sees it
// become ready and downloads it; an agent's home (in English) shows a proposal waiting and its link
// leads to the order. Every page reached is audited with axe (helpers/test.ts).

const ROUTE = { "X-Route-Path": "/e2e" };

/** The Paris day `days` from now, YYYY-MM-DD. */
function parisDay(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

test("the owner reads this month's figures, a chart with its table, and downloads an XLSX export once it is ready", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, ACCOUNTS.owner);
  const today = parisDay(0);
  const from = `${today.slice(0, 7)}-01`;
  await page.goto(`/admin/statistics?from=${from}&to=${today}`);
  await expect(page).toHaveTitle("Statistiques · Intérim");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: /^Toutes les agences : \d+ jours$/ })).toBeVisible();
  // The demo data registered its workers this month: the figure counts them, the chart and its table show them.
  await expect(page.getByTestId("figure-registered")).not.toHaveText("0");
  const chart = page.getByRole("figure", { name: "Inscriptions par jour" });
  await expect(chart.getByRole("img", { name: "Inscriptions par jour" })).toBeVisible();
  const table = chart.getByRole("table", { name: "Inscriptions par jour : les valeurs" });
  await expect(table.getByRole("row")).toHaveCount(1 + Number(today.slice(8, 10)));
  await expect(table.getByRole("columnheader", { name: "Inscrits" })).toBeVisible();

  const before = await page.getByTestId("export-row").count();
  await page.getByLabel("Format").selectOption("xlsx");
  await page.getByRole("button", { name: "Demander l'export" }).click();
  await expect(page.getByTestId("export-row")).toHaveCount(before + 1);
  const row = page.getByTestId("export-row").first();
  // Built by the queue Worker meanwhile; the screen reads the list again until it is ready.
  await expect(row.getByText("Prêt")).toBeVisible({ timeout: 60_000 });
  const downloading = page.waitForEvent("download");
  await row.getByRole("link", { name: "Télécharger (XLSX)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`statistiques-toutes-agences-${from}-${today}.xlsx`);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
});

test("an agent's home, in English, shows a proposal waiting and its link leads to the order", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, ACCOUNTS.agentLyon);
  const tag = letterTag();
  const company = await createCompany(page, { name: `Quais ${tag}` });
  const { id: workerId } = await createWorker(page, { first_name: "Inès", last_name: tag, mobile_phone_number: newMobile() });
  const me = (await (await page.request.get("/v1/users/me")).json()) as { space_ids: number[] };
  const created = await page.request.post("/v1/orders", {
    headers: ROUTE,
    data: {
      space_id: me.space_ids[0],
      company_id: company.id,
      contract_type: "temporary_work",
      quantity: 1,
      attribution_mode: "manual",
      periods: [{ starts_at: `${parisDay(20)}T07:00:00Z`, ends_at: `${parisDay(20)}T15:00:00Z` }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as { id: number };
  const proposed = await page.request.post(`/v1/orders/${order.id}/proposals`, {
    headers: ROUTE,
    data: { worker_ids: [workerId], force: true },
  });
  expect(proposed.status(), await proposed.text()).toBe(202);

  await page.goto("/home");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Changer de langue" }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page).toHaveTitle("Home · Intérim");
  const waiting = page.getByRole("link", { name: /^Proposals waiting for an answer \d+$/ });
  await expect(waiting).toBeVisible();
  expect(Number(await page.getByTestId("home-proposals-waiting").locator("span").last().textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole("search", { name: "Find a worker" })).toBeVisible();
  await waiting.click();
  await expect(page).toHaveURL(/\/orders\?proposals=waiting$/);
  await expect(page.getByTestId("order-row").filter({ hasText: company.name })).toHaveCount(1);

  // Back to French for the next tests of this account.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Change language" }).click();
  await page.getByRole("menuitem", { name: "Français" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});
