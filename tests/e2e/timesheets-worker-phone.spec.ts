import type { APIRequestContext, Page } from "@playwright/test";
import { NIGHTLY } from "#domain/jobs/cron-schedules";
import { fireCron } from "../../scripts/local-cron.mjs";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs, uniqueTag } from "./helpers/api";
import { createCompany } from "./helpers/companies";
import { LYON, proposedOnOrder } from "./helpers/dpae";
import { countOutboxEmails, waitForNewOutboxEmail } from "./helpers/outbox";
import { logIn } from "./helpers/session";
import { expect, test } from "./helpers/test";
import { newMobile } from "./helpers/worker-profile";
import { letterTag } from "./helpers/workers-list";

// The worker's week from the SMS link, on a phone (decision 0052): staff send the link, the worker
// opens it (found at /dev/sms), fills two days, sees the 10-hour refusal on the day it names,
// corrects, saves and sends; the client approves from the e-mail (found at /dev/outbox), and the
// worker's page then shows the week approved and locked. A forged link is a plain "no longer valid".

/**
 * Three days of the current week in one month ("YYYY-MM-DD"): the first two are the placement's, the
 * third not. The week's larger part when a month ends mid-week (it has at least four days), so the
 * test holds on any day of the year.
 */
function daysOfThisWeek() {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
  const noon = new Date(`${today}T12:00:00Z`);
  const weekStart = noon.getTime() - ((noon.getUTCDay() + 6) % 7) * 86_400_000;
  const week = Array.from({ length: 7 }, (_, offset) => new Date(weekStart + offset * 86_400_000).toISOString().slice(0, 10));
  const first = week.filter((day) => day.slice(0, 7) === week[0]!.slice(0, 7));
  const part = first.length >= 4 ? first : week.slice(first.length);
  return [part[0]!, part[1]!, part[2]!] as const;
}

/** An order on two days of this week with a worker accepted on it, and its timesheet. */
async function placedWeek(page: Page, api: APIRequestContext, baseURL: string) {
  const company = await createCompany(page, { name: `Client ${uniqueTag()}` });
  const contactEmail = `manager-${uniqueTag()}@example.test`.toLowerCase();
  const contact = await api.post(`/v1/companies/${company.id}/contacts`, {
    data: { first_name: "Claire", last_name: "Fontaine", email: contactEmail },
  });
  expect(contact.status(), await contact.text()).toBe(201);
  const [firstDay, secondDay, dayOff] = daysOfThisWeek();
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
      periods: [firstDay, secondDay].map((day) => ({ starts_at: `${day}T07:00:00Z`, ends_at: `${day}T15:00:00Z` })),
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const orderId = ((await order.json()) as { id: number }).id;
  const mobile = newMobile();
  const lastName = letterTag();
  await proposedOnOrder(api, orderId, { first_name: "Zoé", last_name: lastName, mobile_phone_number: mobile }, { accepted: true });
  await fireCron(baseURL, NIGHTLY, new Date());
  const listed = await api.get(`/v1/timesheets?space_id=${LYON}&order_id=${orderId}`);
  const [sheet] = (await listed.json()) as { id: number }[];
  expect(sheet).toBeTruthy();
  return { timesheetId: sheet!.id, contactEmail, mobile, lastName, firstDay, secondDay, dayOff };
}

test("the worker fills and sends their week from the SMS link on a phone; the client approves it; in English", async ({
  page,
  baseURL,
  screenAudit,
}) => {
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const { timesheetId, contactEmail, mobile, lastName, firstDay, secondDay, dayOff } = await placedWeek(page, api, baseURL!);

  const sent = await api.post(`/v1/timesheets/${timesheetId}/worker-link`);
  expect(sent.status(), await sent.text()).toBe(202);
  let link = "";
  await expect(async () => {
    await page.goto("/dev/sms");
    const sms = page.getByTestId("outbox-sms").filter({ hasText: mobile });
    // The SMS's text alone (the card's "reply" link follows it).
    const text = await sms
      .first()
      .getByText(/\/mes-heures\//)
      .textContent({ timeout: 1000 });
    link = /\/mes-heures\/[A-Za-z0-9_-]+/.exec(text ?? "")?.[0] ?? "";
    expect(link).toBeTruthy();
  }).toPass({ timeout: 20_000, intervals: [250, 500, 1000] });

  const before = await countOutboxEmails(page, contactEmail);

  // The worker has no account, and a phone (375 px wide).
  await page.context().clearCookies();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${link}?lng=en`);
  await expect(page.getByRole("heading", { name: "My hours this week" })).toBeVisible();
  await expect(page.getByTestId("worker-week-name")).toContainText(lastName);
  // Only the placement's days take hours; no script on the page, light on a phone.
  await expect(page.getByTestId(`day-${dayOff}`)).toContainText("Not a day of the assignment");
  expect(await page.locator("script[src]").count()).toBe(0);

  const firstCard = page.getByTestId(`day-${firstDay}`);
  const secondCard = page.getByTestId(`day-${secondDay}`);
  await firstCard.getByLabel("Start").fill("07:00");
  await firstCard.getByLabel("End").fill("18:00");
  await secondCard.getByLabel("Start").fill("08:00");
  await secondCard.getByLabel("End").fill("16:30");
  await secondCard.getByLabel("Break (minutes)").fill("30");
  await secondCard.getByLabel("Meal allowance (€)").fill("9.5");
  await page.getByTestId("save-week").click();

  // An 11-hour day: refused on that day's card, what was typed kept.
  await expect(page.getByRole("alert").first()).toContainText("Some days need correcting");
  await expect(page.getByTestId(`refusal-${firstDay}`)).toContainText("More than 10 hours of work in the day");
  await expect(page.getByTestId(`refusal-${secondDay}`)).toHaveCount(0);
  await expect(secondCard.getByLabel("End")).toHaveValue("16:30");
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await screenAudit.auditNow(page);
  await page.evaluate(() => document.documentElement.classList.remove("dark"));

  await firstCard.getByLabel("End").fill("16:00");
  await firstCard.getByLabel("Break (minutes)").fill("30");
  await page.getByTestId("save-week").click();
  await expect(page.getByText("Your hours are saved.")).toBeVisible();
  await expect(page.getByTestId("worker-week-worked")).toHaveText("16 h 30");
  await expect(firstCard.getByLabel("End")).toHaveValue("16:00");

  await page.getByRole("button", { name: "Send to my manager" }).click();
  await expect(page.getByText("Week sent to your manager.")).toBeVisible();
  await expect(page.getByTestId("worker-week-status")).toContainText("It can no longer be changed here");
  await expect(firstCard.getByLabel("Start")).toBeDisabled();
  await expect(page.getByTestId("send-week")).toHaveCount(0);

  // The client approves from the e-mail's link.
  const email = await waitForNewOutboxEmail(page, contactEmail, before);
  const approval = /\/valider-heures\/[A-Za-z0-9_-]+/.exec((await email.textContent()) ?? "")?.[0];
  expect(approval).toBeTruthy();
  await page.goto(approval!);
  await page.getByTestId("approve").click();
  await expect(page.getByTestId("approval-status")).toContainText("Claire Fontaine");

  // The worker's page: approved and locked.
  await page.goto(link);
  await expect(page.getByTestId("worker-week-status")).toContainText("Week approved on");
  await expect(page.getByTestId("worker-week-status")).toContainText("Claire Fontaine");
  await expect(secondCard.getByLabel("End")).toHaveValue("16:30");
  await expect(secondCard.getByLabel("End")).toBeDisabled();
  await expect(page.getByTestId("save-week")).toHaveCount(0);
  const sheet = await api.get(`/v1/timesheets/${timesheetId}`);
  expect(await sheet.json()).toMatchObject({ status: "approved", totals: { worked_minutes: 990, meal_allowance: 9.5 } });

  // A forged code: a plain page saying so, a 404, never a 500.
  const forged = await page.goto(`${link.slice(0, -4)}AAAA`);
  expect(forged?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This link is no longer valid" })).toBeVisible();
  await expect(page.getByText("Ask your agency for a new link.")).toBeVisible();
});
