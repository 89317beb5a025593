import { expect, test, type Page } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs } from "./helpers/api";
import { createCompany } from "./helpers/companies";
import { employerReady, LYON, nir, proposedOnOrder } from "./helpers/dpae";
import { logIn, waitForHydration } from "./helpers/session";
import { createWorker, letterTag, newMobile } from "./helpers/worker-profile";

// Time runs locally as deployed (decision 0045): the served app fires the queues Worker's cron on its
// schedule, so an SMS scheduled a minute ahead leaves at its time, an order's arrival check (a
// scheduled job the every-minute cron releases) reaches the worker, and a DPAE reaches its final status
// with no development-only call. Real minutes pass: the test waits for them.

/** A Paris wall time for a datetime-local field, `minutes` from now, to the minute. */
function parisInput(minutes: number) {
  const at = new Date(Date.now() + minutes * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Paris",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function smsTo(page: Page, mobile: string, text: string) {
  await page.goto("/dev/sms");
  return page
    .getByTestId("outbox-sms")
    .filter({ hasText: `À ${mobile}` })
    .filter({ hasText: text })
    .count();
}

test("an SMS scheduled a minute ahead, an order's arrival check and a DPAE's returns all happen by themselves", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const owner = await employerReady(baseURL!);
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);

  // 1. An SMS scheduled from the worker's file two minutes ahead (the field reads minutes: at least one whole minute away).
  const mobile = newMobile();
  const worker = await createWorker(page, { first_name: "Lina", last_name: letterTag(), mobile_phone_number: mobile });
  await page.goto(`/workers/${worker.id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Envoyer un SMS" }).click();
  const dialog = page.getByRole("dialog", { name: "Envoyer un SMS" });
  const text = `Rendez-vous demain ${letterTag()}`;
  await dialog.getByLabel("Message").fill(text);
  await dialog.getByLabel("Date d'envoi (facultative)").fill(parisInput(2));
  await dialog.getByRole("button", { name: "Envoyer", exact: true }).click();
  await expect(dialog.getByTestId("sms-result")).toContainText("Programmé");
  expect(await smsTo(page, mobile, text)).toBe(0);

  // 2. An order starting in three minutes whose options check the worker's arrival by SMS at its start.
  const company = await createCompany(page, { name: `Client ${letterTag()}` });
  const startsAt = new Date(Math.ceil((Date.now() + 3 * 60_000) / 60_000) * 60_000);
  const order = await api.post("/v1/orders", {
    data: {
      space_id: LYON,
      company_id: company.id,
      contract_type: "temporary_work",
      quantity: 1,
      attribution_mode: "manual",
      sms_client_arrival_validation: true,
      periods: [{ starts_at: startsAt.toISOString(), ends_at: new Date(startsAt.getTime() + 8 * 3_600_000).toISOString() }],
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const orderId = ((await order.json()) as { id: number }).id;
  const arrivingMobile = newMobile();
  const arriving = await proposedOnOrder(
    api,
    orderId,
    { first_name: "Yanis", last_name: letterTag(), mobile_phone_number: arrivingMobile, nir: nir(Math.floor(Math.random() * 900) + 1) },
    { accepted: true },
  );

  // 3. Its worker declared: URSSAF's returns are read by the every-minute cron, nothing else.
  const declared = await api.post("/v1/dpae", { data: { order_id: orderId, worker_id: arriving } });
  expect(declared.status(), await declared.text()).toBe(201);
  const dpaeId = ((await declared.json()) as { id: number }).id;

  await expect(async () => {
    expect(await smsTo(page, mobile, text)).toBe(1);
  }).toPass({ timeout: 200_000, intervals: [5_000] });

  await expect(async () => {
    expect(await smsTo(page, arrivingMobile, "êtes-vous bien arrivé(e)")).toBe(1);
  }).toPass({ timeout: 150_000, intervals: [5_000] });

  await expect(async () => {
    const answer = await owner.get(`/v1/dpae/${dpaeId}`);
    expect(((await answer.json()) as { status: string }).status).toBe("success");
  }).toPass({ timeout: 240_000, intervals: [5_000] });
});
