import { execFileSync } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import { NIGHTLY } from "#domain/jobs/cron-schedules";
import { fireCron } from "../../scripts/local-cron.mjs";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs, createUser, uniqueTag } from "./helpers/api";
import { createCompany } from "./helpers/companies";
import { LYON, proposedOnOrder } from "./helpers/dpae";
import { logIn } from "./helpers/session";
import { expect, test, type Page } from "./helpers/test";
import { letterTag } from "./helpers/workers-list";

// The week editor and the export screen (decision 0053): a placement's week is filled day by day with
// live totals, an 11 hours' rest refusal names its day, the saved hours come back on reload; an
// approved week's hours and billed amount are in the CSV the export screen downloads. Once in English.
// Each placement is on a week of its own far ahead (the nightly creation fired at that week's Monday),
// so runs and tests never share a timesheet or an export period.

/** One placement's week: Monday to Friday each a day of the order, the worker accepted, its timesheet created. */
async function placedWeek(page: Page, api: APIRequestContext, baseURL: string, monday: string) {
  const company = await createCompany(page, { name: `Client ${uniqueTag()}` });
  const periods = [0, 1, 2, 3, 4].map((offset) => {
    const day = new Date(Date.parse(`${monday}T06:00:00Z`) + offset * 86_400_000);
    return { starts_at: day.toISOString(), ends_at: new Date(day.getTime() + 10 * 3_600_000).toISOString() };
  });
  const order = await api.post("/v1/orders", {
    data: {
      space_id: LYON,
      company_id: company.id,
      contract_type: "temporary_work",
      quantity: 1,
      attribution_mode: "manual",
      hourly_rate: 12.5,
      coefficient: 1.85,
      periods,
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const orderId = ((await order.json()) as { id: number }).id;
  const lastName = letterTag();
  await proposedOnOrder(api, orderId, { first_name: "Zoé", last_name: lastName }, { accepted: true });
  await fireCron(baseURL, NIGHTLY, new Date(`${monday}T03:00:00Z`));
  const listed = await api.get(`/v1/timesheets?space_id=${LYON}&order_id=${orderId}`);
  expect(listed.status(), await listed.text()).toBe(200);
  const [sheet] = (await listed.json()) as { id: number; week: string }[];
  return { id: sheet!.id, week: sheet!.week, lastName, companyName: company.name };
}

/**
 * The client's approval, which the public approval page gives, stands here as the row it writes: the
 * export takes approved timesheets only.
 */
function approve(id: number) {
  const stateDir = `.wrangler/e2e-state-${process.env.E2E_PORT ?? "5174"}`;
  execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      stateDir,
      "-c",
      "functions/wrangler.toml",
      "--command",
      `UPDATE timesheets SET status = 'approved' WHERE id = ${id}`,
    ],
    { stdio: "ignore", env: { ...process.env, CI: "true", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" } },
  );
}

function day(page: Page, date: string) {
  return page.getByTestId("timesheet-day").and(page.locator(`[data-date="${date}"]`));
}

test("a week filled day by day with live totals, a short rest refused on its day, saved, then exported", async ({ page, baseURL }) => {
  test.slow();
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const sheet = await placedWeek(page, api, baseURL!, "2030-01-07");

  // From the list to the week.
  await page.goto(`/timesheets?week=${sheet.week}`);
  await page.getByRole("link", { name: new RegExp(sheet.lastName.toUpperCase()) }).click();
  await expect(page).toHaveURL(new RegExp(`/timesheets/${sheet.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`semaine ${sheet.week}`);
  await expect(page.getByText(sheet.companyName)).toBeVisible();
  // Saturday and Sunday are not days of the placement: no hours to enter.
  await expect(day(page, "2030-01-12").getByLabel("Début")).toHaveCount(0);

  const monday = day(page, "2030-01-07");
  const tuesday = day(page, "2030-01-08");
  await monday.getByLabel("Début").fill("14:00");
  await monday.getByLabel("Fin").fill("22:00");
  await tuesday.getByLabel("Début").fill("08:00");
  await tuesday.getByLabel("Fin").fill("17:00");
  await tuesday.getByLabel("Pause (min)").fill("60");
  await tuesday.getByLabel("Repas (€)").fill("9.40");
  // The totals follow the typing: 8 h and 8 h.
  await expect(page.getByTestId("total-worked")).toContainText("16 h");
  await expect(page.getByTestId("total-normal")).toContainText("16 h");
  await expect(page.getByTestId("total-allowances")).toContainText("9,40");

  // Ten hours' rest between Monday 22:00 and Tuesday 08:00: refused on Tuesday.
  await page.getByRole("button", { name: "Enregistrer le relevé" }).click();
  await expect(tuesday).toContainText("2030-01-08 : moins de 11 heures de repos entre deux journées");
  await tuesday.getByLabel("Début").fill("09:00");
  await expect(page.getByTestId("total-worked")).toContainText("15 h");
  await page.getByRole("button", { name: "Enregistrer le relevé" }).click();
  await expect(page.getByText("Relevé enregistré.")).toBeVisible();

  await page.reload();
  await expect(monday.getByLabel("Début")).toHaveValue("14:00");
  await expect(tuesday.getByLabel("Début")).toHaveValue("09:00");
  await expect(tuesday.getByLabel("Pause (min)")).toHaveValue("60");
  await expect(page.getByTestId("total-worked")).toContainText("15 h");

  // Approved, the week is exported: 15 hours at 12.50 € × 1.85 billed.
  approve(sheet.id);
  await page.goto("/timesheets");
  await page.getByRole("link", { name: "Export paie et facturation" }).click();
  await page.getByLabel("Du").fill("2030-01-01");
  await page.getByLabel("Au").fill("2030-01-31");
  await page.getByRole("button", { name: "Compter" }).click();
  await expect(page.getByTestId("export-approved-count")).toHaveText("1 relevé validé sur cette période");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Télécharger" }).click();
  const download = await downloading;
  const csv = (await import("node:fs")).readFileSync((await download.path())!, "utf8");
  const payLine = csv.split(/\r?\n/).find((line) => line.includes(sheet.lastName.toUpperCase()) || line.includes(sheet.lastName));
  expect(payLine, csv).toBeDefined();
  expect(payLine!.split(";")).toContain("15");
  const billingLine = csv.split(/\r?\n/).find((line) => line.includes(sheet.companyName));
  expect(billingLine, csv).toBeDefined();
  // 15 h × 12.50 € × 1.85 = 346.88 €.
  expect(billingLine).toMatch(/346[.,]88/);
});

test("the week editor and the export screen in English", async ({ page, baseURL }) => {
  test.slow();
  const admin = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const email = `timesheets.en.${uniqueTag()}@example.test`;
  await createUser(admin, {
    email,
    first_name: "Payroll",
    last_name: "English",
    password: "demo1234",
    permissions: ["orders"],
    space_ids: [LYON],
  });
  await logIn(page, email);
  await page.getByRole("button", { name: "Changer de langue" }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const sheet = await placedWeek(page, admin, baseURL!, "2030-01-14");

  await page.goto(`/timesheets/${sheet.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`week ${sheet.week}`);
  const monday = day(page, "2030-01-14");
  await monday.getByLabel("Start").fill("06:00");
  await monday.getByLabel("End").fill("17:30");
  await expect(page.getByTestId("total-worked")).toContainText("11 h 30");
  await page.getByRole("button", { name: "Save the timesheet" }).click();
  await expect(monday).toContainText("2030-01-14: more than 10 hours of work in the day");

  await page.goto("/timesheets/export?from=2031-01-01&to=2031-01-31");
  await expect(page.getByRole("heading", { name: "Pay and billing export" })).toBeVisible();
  await expect(page.getByTestId("export-approved-count")).toHaveText("0 approved timesheets in this period");
});
