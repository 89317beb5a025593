import { ACCOUNTS } from "./helpers/accounts";
import { createCompany } from "./helpers/companies";
import { logIn, waitForHydration } from "./helpers/session";
import { expect, test, type Page } from "./helpers/test";
import { newMobile } from "./helpers/worker-profile";
import { createWorker, letterTag } from "./helpers/workers-list";

// The live order file (decision 0056): with the file open, three workers answer, one "oui je suis
// dispo" and one "non merci" by SMS, one by phone recorded by the recruiter, and the file follows
// without a reload (the notifications socket names the order); each row shows its SMS status and a
// call link. Cancelling a delegation and the order ask first, with a danger button beside what is kept.
// Once in French on a desktop, once in English on a phone. Every screen and dialog is audited with axe.

const ROUTE = { "X-Route-Path": "/e2e" };
const DAY = 86_400_000;

async function spaceIdOf(page: Page) {
  const me = await page.request.get("/v1/users/me");
  return ((await me.json()) as { space_ids: number[] }).space_ids[0]!;
}

/** A worker's reply, through the local driver's inbound route (the same queue as the provider's webhook). */
async function playReply(page: Page, mobile: string, text: string) {
  const from = `+33${mobile.replace(/\s/g, "").slice(1)}`;
  const answer = await page.request.post("/v1/dev/sms/inbound", { headers: ROUTE, data: { from, text } });
  expect(answer.status(), await answer.text()).toBe(202);
}

/** An automatic order for two places proposed to three new workers; the file opened. */
async function orderProposedToThree(page: Page) {
  const tag = letterTag();
  const spaceId = await spaceIdOf(page);
  const company = await createCompany(page, { name: `Quai ${tag}` });
  const workers: { id: number; first_name: string; mobile: string; row: string }[] = [];
  for (const first_name of ["Sarah", "Malik", "Chloé"]) {
    const mobile = newMobile();
    const { id } = await createWorker(page, { first_name, last_name: tag, mobile_phone_number: mobile });
    workers.push({ id, first_name, mobile, row: `${tag.toUpperCase()} ${first_name}` });
  }
  const start = new Date(Date.now() + 30 * DAY);
  const created = await page.request.post("/v1/orders", {
    headers: ROUTE,
    data: {
      space_id: spaceId,
      company_id: company.id,
      contract_type: "temporary_work",
      quantity: 2,
      attribution_mode: "automatic",
      periods: [{ starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 8 * 3_600_000).toISOString() }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const orderId = ((await created.json()) as { id: number }).id;
  const proposed = await page.request.post(`/v1/orders/${orderId}/proposals`, {
    headers: ROUTE,
    data: { worker_ids: workers.map((worker) => worker.id), force: true },
  });
  expect(proposed.status(), await proposed.text()).toBe(202);
  await page.goto(`/orders/${orderId}`);
  await waitForHydration(page);
  // Set once: still there at the end means the page was never reloaded.
  await page.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
  return { tag, workers, orderId };
}

const rowOf = (page: Page, name: string) => page.getByTestId("order-worker").filter({ hasText: name });

async function neverReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
}

test("three answers reach the open order file without a reload; a delegation and the order are cancelled after a clear confirmation", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, ACCOUNTS.adminLyon);
  const { workers } = await orderProposedToThree(page);
  const [sarah, malik, chloe] = workers as [(typeof workers)[number], (typeof workers)[number], (typeof workers)[number]];
  await expect(page.getByTestId("order-worker")).toHaveCount(3);

  // The proposal SMS leave through the queue: their status arrives on the rows by itself.
  await expect(rowOf(page, malik.row).getByTestId("order-worker-sms")).toHaveAttribute("data-sms-status", /sent|delivered/, {
    timeout: 30_000,
  });
  await expect(rowOf(page, malik.row).getByRole("link", { name: `Appeler : ${malik.first_name}`, exact: false })).toHaveAttribute(
    "href",
    /^tel:/,
  );

  await playReply(page, sarah.mobile, "oui je suis dispo");
  await expect(rowOf(page, sarah.row)).toHaveAttribute("data-status", "accepted", { timeout: 30_000 });
  await playReply(page, malik.mobile, "non merci");
  await expect(rowOf(page, malik.row)).toHaveAttribute("data-status", "refused", { timeout: 30_000 });
  await rowOf(page, chloe.row)
    .getByRole("button", { name: /^Accepté par téléphone/ })
    .click();
  await expect(rowOf(page, chloe.row)).toHaveAttribute("data-status", "accepted");
  await expect(page.getByTestId("order-places")).toHaveText("Places pourvues : 2 / 2");
  await neverReloaded(page);

  // Cancelling Chloé's delegation asks first: "Garder la délégation" beside the danger "Annuler la délégation".
  await rowOf(page, chloe.row)
    .getByRole("button", { name: /^Annuler la délégation/ })
    .click();
  const withdraw = page.getByRole("dialog", { name: /Annuler la délégation de/ });
  await expect(withdraw.getByRole("button", { name: "Annuler", exact: true })).toHaveCount(0);
  await expect(withdraw.getByRole("button", { name: "Garder la délégation" })).toBeVisible();
  await withdraw.getByRole("button", { name: "Annuler la délégation" }).click();
  await expect(rowOf(page, chloe.row)).toHaveAttribute("data-status", "cancelled");

  await page.getByRole("button", { name: "Annuler la commande" }).click();
  const cancel = page.getByRole("dialog", { name: "Annuler la commande ?" });
  await expect(cancel.getByRole("button", { name: "Annuler", exact: true })).toHaveCount(0);
  await cancel.getByRole("button", { name: "Garder la commande" }).click();
  await expect(cancel).toBeHidden();
  await page.getByRole("button", { name: "Annuler la commande" }).click();
  await page.getByRole("dialog", { name: "Annuler la commande ?" }).getByRole("button", { name: "Annuler la commande" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Annulée");
  await neverReloaded(page);
});

test("the same in English on a phone", async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, ACCOUNTS.adminLyon);
  await page.getByRole("button", { name: "Changer de langue" }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  try {
    await page.setViewportSize({ width: 375, height: 740 });
    const { workers } = await orderProposedToThree(page);
    const [sarah, malik, chloe] = workers as [(typeof workers)[number], (typeof workers)[number], (typeof workers)[number]];
    await playReply(page, sarah.mobile, "oui je suis dispo");
    await playReply(page, malik.mobile, "non merci");
    await expect(rowOf(page, sarah.row)).toHaveAttribute("data-status", "accepted", { timeout: 30_000 });
    await expect(rowOf(page, malik.row)).toHaveAttribute("data-status", "refused", { timeout: 30_000 });
    await rowOf(page, chloe.row)
      .getByRole("button", { name: /^Accepted by phone/ })
      .click();
    await expect(rowOf(page, chloe.row)).toHaveAttribute("data-status", "accepted");
    await expect(page.getByTestId("order-places")).toHaveText("Places filled: 2 of 2");
    await expect(rowOf(page, malik.row).getByRole("link", { name: /^Call/ })).toHaveAttribute("href", /^tel:/);
    await neverReloaded(page);

    await page.getByRole("button", { name: "Cancel the order" }).click();
    const cancel = page.getByRole("dialog", { name: "Cancel the order?" });
    await expect(cancel.getByRole("button", { name: "Cancel", exact: true })).toHaveCount(0);
    await expect(cancel.getByRole("button", { name: "Keep the order" })).toBeVisible();
    await cancel.getByRole("button", { name: "Cancel the order" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Cancelled");
  } finally {
    // Back to French for the next tests of this account, from the desktop's header.
    await page.setViewportSize({ width: 1280, height: 720 });
    await waitForHydration(page);
    await page.getByRole("button", { name: "Change language" }).click();
    await page.getByRole("menuitem", { name: "Français" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  }
});
