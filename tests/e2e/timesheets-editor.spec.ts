import type { APIRequestContext } from "@playwright/test";
import { parisToday } from "#domain/dates/paris-day";
import { NIGHTLY } from "#domain/jobs/cron-schedules";
import { isoWeekOf, mondayOf } from "#domain/timesheets/iso-week";
import { fireCron } from "../../scripts/local-cron.mjs";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs, createUser, uniqueTag } from "./helpers/api";
import { createCompany } from "./helpers/companies";
import { LYON, proposedOnOrder } from "./helpers/dpae";
import { logIn, waitForHydration } from "./helpers/session";
import { expect, test, type Page } from "./helpers/test";
import { countOutboxEmails, waitForNewOutboxEmail } from "./helpers/outbox";
import { letterTag } from "./helpers/workers-list";

// The week editor and the export screen (decision 0053): a placement's week is filled day by day with
// live totals, an 11 hours' rest refusal names its day, the saved hours come back on reload; an
// approved week's hours and billed amount are in the CSV the export screen downloads. Once in English.
// Each test places a worker of its own on this week's Monday to Friday.

/**
 * One placement on this Paris week (the nightly creation makes the current week's timesheets): Monday
 * to Friday each a day of the order, the worker accepted, the timesheets created. Answers the week's
 * part holding two days of the placement in a row (a week a month ends in has two parts), and them.
 */
async function placedWeek(page: Page, api: APIRequestContext, baseURL: string) {
  const company = await createCompany(page, { name: `Client ${uniqueTag()}` });
  const contactEmail = `manager-${uniqueTag()}@example.test`.toLowerCase();
  const contact = await api.post(`/v1/companies/${company.id}/contacts`, {
    data: { first_name: "Claire", last_name: "Fontaine", email: contactEmail },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const monday = mondayOf(isoWeekOf(parisToday(new Date())))!;
  const periods = [0, 1, 2, 3, 4].map((offset) => {
    const day = new Date(Date.parse(`${monday}T06:00:00Z`) + offset * 86_400_000);
    return { starts_at: day.toISOString(), ends_at: new Date(day.getTime() + 10 * 3_600_000).toISOString() };
  });
  const order = await api.post("/v1/orders", {
    data: {
      space_id: LYON,
      company_id: company.id,
      contact_id: ((await contact.json()) as { id: number }).id,
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
  await fireCron(baseURL, NIGHTLY, new Date());
  const listed = await api.get(`/v1/timesheets?space_id=${LYON}&order_id=${orderId}`);
  expect(listed.status(), await listed.text()).toBe(200);
  for (const { id } of (await listed.json()) as { id: number }[]) {
    const sheet = (await (await api.get(`/v1/timesheets/${id}`)).json()) as {
      week: string;
      starts_on: string;
      ends_on: string;
      calendar: { date: string; in_placement: boolean }[];
    };
    const worked = sheet.calendar.filter((day) => day.in_placement).map((day) => day.date);
    if (worked.length >= 2)
      return { id, ...sheet, first: worked[0]!, second: worked[1]!, lastName, companyName: company.name, contactEmail };
  }
  throw new Error("no part of this week holds two days of the placement");
}

/**
 * The client's approval as the client gives it: the week sent to the order's contact, the e-mail's
 * link opened (found at /dev/outbox), "Valider" pressed. The export takes approved timesheets only.
 */
async function approveFromTheEmail(page: Page, api: APIRequestContext, id: number, contactEmail: string) {
  const before = await countOutboxEmails(page, contactEmail);
  const submitted = await api.post(`/v1/timesheets/${id}/submit`);
  expect(submitted.status(), await submitted.text()).toBe(202);
  const email = await waitForNewOutboxEmail(page, contactEmail, before);
  const link = /\/valider-heures\/[A-Za-z0-9_-]+/.exec((await email.textContent()) ?? "")?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByTestId("approve").click();
  await expect(page.getByTestId("approval-status")).toContainText("Validé le");
}

/** The last day of a day's month. */
function lastDayOfMonth(date: string) {
  const [year, month] = date.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

function day(page: Page, date: string) {
  return page.getByTestId("timesheet-day").and(page.locator(`[data-date="${date}"]`));
}

test("a week filled day by day with live totals, a short rest refused on its day, saved, then exported", async ({ page, baseURL }) => {
  test.slow();
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const sheet = await placedWeek(page, api, baseURL!);

  // From the list to the week.
  await page.goto(`/timesheets?week=${sheet.week}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: new RegExp(sheet.lastName.toUpperCase()) }).click();
  await expect(page).toHaveURL(new RegExp(`/timesheets/${sheet.id}$`), { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`semaine ${sheet.week}`);
  await expect(page.getByText(sheet.companyName)).toBeVisible();
  // Saturday and Sunday are not days of the placement: no hours to enter.
  const weekend = sheet.calendar.find((entry) => !entry.in_placement);
  if (weekend) await expect(day(page, weekend.date).getByLabel("Début")).toHaveCount(0);

  const monday = day(page, sheet.first);
  const tuesday = day(page, sheet.second);
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
  await expect(tuesday).toContainText(`${sheet.second} : moins de 11 heures de repos entre deux journées`);
  await tuesday.getByLabel("Début").fill("09:00");
  await expect(page.getByTestId("total-worked")).toContainText("15 h");
  await page.getByRole("button", { name: "Enregistrer le relevé" }).click();
  await expect(page.getByText("Relevé enregistré.")).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(monday.getByLabel("Début")).toHaveValue("14:00");
  await expect(tuesday.getByLabel("Début")).toHaveValue("09:00");
  await expect(tuesday.getByLabel("Pause (min)")).toHaveValue("60");
  await expect(page.getByTestId("total-worked")).toContainText("15 h");

  // Approved, the week is exported: 15 hours at 12.50 € × 1.85 billed. The period: the part's month.
  const from = `${sheet.starts_on.slice(0, 7)}-01`;
  const to = sheet.ends_on.slice(0, 7) === sheet.starts_on.slice(0, 7) ? lastDayOfMonth(sheet.starts_on) : sheet.ends_on;
  const before = await api.get(`/v1/timesheets?space_id=${LYON}&status=approved&from=${from}&to=${to}&per_page=1`);
  const approvedBefore = Number(before.headers()["x-total-count"]);
  await approveFromTheEmail(page, api, sheet.id, sheet.contactEmail);
  await page.goto("/timesheets");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Export paie et facturation" }).click();
  await page.getByLabel("Du", { exact: true }).fill(from);
  await page.getByLabel("Au", { exact: true }).fill(to);
  await page.getByRole("button", { name: "Compter" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  const count = approvedBefore + 1;
  await expect(page.getByTestId("export-approved-count")).toHaveText(
    count === 1 ? "1 relevé validé sur cette période" : `${count} relevés validés sur cette période`,
  );
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
  const sheet = await placedWeek(page, admin, baseURL!);

  await page.goto(`/timesheets/${sheet.id}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`week ${sheet.week}`);
  const monday = day(page, sheet.first);
  await monday.getByLabel("Start").fill("06:00");
  await monday.getByLabel("End").fill("17:30");
  await expect(page.getByTestId("total-worked")).toContainText("11 h 30");
  await page.getByRole("button", { name: "Save the timesheet" }).click();
  await expect(monday).toContainText(`${sheet.first}: more than 10 hours of work in the day`);

  // Someone else saves the week meanwhile: this save is refused (412), said, and the saved week shown.
  await monday.getByLabel("End").fill("15:00");
  const elsewhere = await admin.put(`/v1/timesheets/${sheet.id}`, {
    data: { days: [{ date: sheet.first, start: "07:00", end: "12:00" }] },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await page.getByRole("button", { name: "Save the timesheet" }).click();
  await expect(page.getByText("Someone else changed this timesheet meanwhile")).toBeVisible();
  await expect(monday.getByLabel("Start")).toHaveValue("07:00");
  await expect(page.getByTestId("total-worked")).toContainText("5 h");

  await page.goto("/timesheets/export?from=2031-01-01&to=2031-01-31");
  await expect(page.getByRole("heading", { name: "Pay and billing export" })).toBeVisible();
  await expect(page.getByTestId("export-approved-count")).toHaveText("0 approved timesheets in this period");
});
