import { NIGHTLY } from "#domain/jobs/cron-schedules";
import { parisToday } from "#domain/dates/paris-day";
import { fireCron } from "../../scripts/local-cron.mjs";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs, uniqueTag } from "./helpers/api";
import { createCompany } from "./helpers/companies";
import { LYON, proposedOnOrder } from "./helpers/dpae";
import { logIn } from "./helpers/session";
import { expect, test } from "./helpers/test";
import { letterTag } from "./helpers/workers-list";

// The timesheets list (decision 0051): an accepted place's week appears once the nightly creation ran
// (fired here as the local server fires it at 03:00), with its status and hours; a place still waiting
// for its worker has none. Screens audited with axe (helpers/test.ts).

test("an accepted place's week appears in the timesheets list with its hours", async ({ page, baseURL, screenAudit }) => {
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const company = await createCompany(page, { name: `Client ${uniqueTag()}` });
  // A period within this week: from in ten minutes, for an hour.
  const startsAt = new Date(Date.now() + 10 * 60_000);
  const order = await api.post("/v1/orders", {
    data: {
      space_id: LYON,
      company_id: company.id,
      contract_type: "temporary_work",
      quantity: 2,
      attribution_mode: "manual",
      hourly_rate: 12.5,
      coefficient: 1.85,
      periods: [{ starts_at: startsAt.toISOString(), ends_at: new Date(startsAt.getTime() + 3_600_000).toISOString() }],
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const orderId = ((await order.json()) as { id: number }).id;
  const lastName = letterTag();
  const waitingLastName = letterTag();
  await proposedOnOrder(api, orderId, { first_name: "Zoé", last_name: lastName }, { accepted: true });
  await proposedOnOrder(api, orderId, { first_name: "Yann", last_name: waitingLastName }, { accepted: false });

  await fireCron(baseURL!, NIGHTLY, new Date());
  const listed = await api.get(`/v1/timesheets?space_id=${LYON}&order_id=${orderId}`);
  expect(listed.status(), await listed.text()).toBe(200);
  const [sheet] = (await listed.json()) as { id: number }[];
  const saved = await api.put(`/v1/timesheets/${sheet!.id}`, {
    data: { days: [{ date: parisToday(startsAt), start: "08:00", end: "12:30", break_minutes: 30 }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto("/timesheets");
  await expect(page.getByRole("heading", { name: "Relevés d'heures" })).toBeVisible();
  const row = page.getByTestId("timesheet-row").filter({ hasText: lastName.toUpperCase() });
  await expect(row).toHaveAttribute("data-status", "to_fill");
  await expect(row).toContainText("À remplir");
  await expect(row).toContainText("4 heures");
  await expect(page.getByTestId("timesheet-row").filter({ hasText: waitingLastName.toUpperCase() })).toHaveCount(0);
  // The dark theme too, and a phone's width without sideways scrolling.
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await screenAudit.auditNow(page);
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Filtered on approved: this week has none of this order's.
  await page.getByLabel("Statut").selectOption("approved");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/status=approved/);
  await expect(page.getByTestId("timesheet-row").filter({ hasText: lastName.toUpperCase() })).toHaveCount(0);
});
