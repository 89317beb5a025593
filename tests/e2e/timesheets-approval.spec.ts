import type { APIRequestContext, Page } from "@playwright/test";
import { parisToday } from "#domain/dates/paris-day";
import { NIGHTLY } from "#domain/jobs/cron-schedules";
import { fireCron } from "../../scripts/local-cron.mjs";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs, uniqueTag } from "./helpers/api";
import { createCompany } from "./helpers/companies";
import { LYON, proposedOnOrder } from "./helpers/dpae";
import { countOutboxEmails, waitForNewOutboxEmail } from "./helpers/outbox";
import { logIn } from "./helpers/session";
import { expect, test } from "./helpers/test";
import { letterTag } from "./helpers/workers-list";

// The client's one-click approval (decision 0052): staff send a filled week, the order's contact finds
// the e-mail (at /dev/outbox), opens its signed link, approves; the week is approved and locked. A
// dispute needs a comment; once in English. Screens audited with axe (helpers/test.ts).

/** A filled week of an order whose contact has an e-mail, sent to that contact; answers the e-mail's link. */
async function sentWeek(page: Page, api: APIRequestContext, baseURL: string) {
  const company = await createCompany(page, { name: `Client ${uniqueTag()}` });
  const contactEmail = `manager-${uniqueTag()}@example.test`.toLowerCase();
  const contact = await api.post(`/v1/companies/${company.id}/contacts`, {
    data: { first_name: "Claire", last_name: "Fontaine", email: contactEmail },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const startsAt = new Date(Date.now() + 10 * 60_000);
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
      periods: [{ starts_at: startsAt.toISOString(), ends_at: new Date(startsAt.getTime() + 3_600_000).toISOString() }],
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const orderId = ((await order.json()) as { id: number }).id;
  const lastName = letterTag();
  await proposedOnOrder(api, orderId, { first_name: "Zoé", last_name: lastName }, { accepted: true });
  await fireCron(baseURL, NIGHTLY, new Date());
  const listed = await api.get(`/v1/timesheets?space_id=${LYON}&order_id=${orderId}`);
  const [sheet] = (await listed.json()) as { id: number }[];
  const saved = await api.put(`/v1/timesheets/${sheet!.id}`, {
    data: { days: [{ date: parisToday(startsAt), start: "08:00", end: "12:30", break_minutes: 30 }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const before = await countOutboxEmails(page, contactEmail);
  const submitted = await api.post(`/v1/timesheets/${sheet!.id}/submit`);
  expect(submitted.status(), await submitted.text()).toBe(202);
  const email = await waitForNewOutboxEmail(page, contactEmail, before);
  const link = /\/valider-heures\/[A-Za-z0-9_-]+/.exec((await email.textContent()) ?? "")?.[0];
  expect(link).toBeTruthy();
  return { timesheetId: sheet!.id, link: link!, lastName };
}

test("the client approves the week from the e-mail's link; it is then approved and locked", async ({ page, baseURL, screenAudit }) => {
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const { timesheetId, link } = await sentWeek(page, api, baseURL!);

  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Relevé d'heures à valider" })).toBeVisible();
  await expect(page.getByTestId("approval-worked")).toHaveText("4 h 00");
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await screenAudit.auditNow(page);
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  // No script on the page: it is light on a phone.
  expect(await page.locator("script[src]").count()).toBe(0);

  await page.getByTestId("approve").click();
  await expect(page.getByTestId("approval-status")).toContainText("Validé le");
  await expect(page.getByTestId("approval-status")).toContainText("Claire Fontaine");
  await expect(page.getByTestId("approve")).toHaveCount(0);

  const sheet = await api.get(`/v1/timesheets/${timesheetId}`);
  expect(((await sheet.json()) as { status: string }).status).toBe("approved");
  const locked = await api.put(`/v1/timesheets/${timesheetId}`, { data: { days: [] } });
  expect(locked.status()).toBe(409);
});

test("the client disputes the week with a comment, in English", async ({ page, baseURL }) => {
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const { timesheetId, link } = await sentWeek(page, api, baseURL!);

  await page.context().clearCookies();
  await page.goto(`${link}?lng=en`);
  await expect(page.getByRole("heading", { name: "Timesheet to approve" })).toBeVisible();
  await page.getByTestId("dispute").click();
  await expect(page.getByRole("alert")).toContainText("Say what is wrong");
  await page.getByLabel("What is wrong").fill("Monday ended at 12:00, not 12:30");
  await page.getByTestId("dispute").click();
  await expect(page.getByTestId("approval-status")).toContainText("Disputed on");
  await expect(page.getByTestId("approval-status")).toContainText("Monday ended at 12:00, not 12:30");

  const sheet = await api.get(`/v1/timesheets/${timesheetId}`);
  expect(await sheet.json()).toMatchObject({ status: "disputed", dispute_comment: "Monday ended at 12:00, not 12:30" });
});
