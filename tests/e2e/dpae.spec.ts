import type { APIRequestContext } from "@playwright/test";
import { expect, test, type Page } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs, createUser, uniqueTag } from "./helpers/api";
import { logIn, mainNavigation } from "./helpers/session";
import { newMobile } from "./helpers/worker-profile";
import { letterTag } from "./helpers/workers-list";
import { employerReady, LYON, lyonOrder, nir, proposedOnOrder } from "./helpers/dpae";

// the "DPAE and confirmation" screens. A worker accepted on an order (set up through
// /v1) is declared from /dpae; the declaration shows its status and the XML sent; both confirmation PDFs
// download; the send puts the voucher at /dev/sms. A worker without a NIR gets the spec's message; the
// screens once in English. Every screen reached is audited with axe (helpers/test.ts).

/** An order of Lyon with a worker accepted on it, through /v1 as the page's user. */
async function acceptedOnOrder(page: Page, api: APIRequestContext, worker: Record<string, unknown>) {
  const orderId = await lyonOrder(page, api);
  const workerId = await proposedOnOrder(api, orderId, worker, { accepted: true });
  return { orderId, workerId };
}

async function declare(
  page: Page,
  orderId: number,
  workerId: number,
  labels = { order: "N° de commande", worker: "N° d'intérimaire", submit: "Déclarer" },
) {
  await page.goto("/dpae");
  await page.getByLabel(labels.order).fill(String(orderId));
  await page.getByLabel(labels.worker).fill(String(workerId));
  await page.getByRole("button", { name: labels.submit, exact: true }).click();
}

test("an accepted worker is declared from the DPAE screen, both confirmations download and the voucher goes out", async ({
  page,
  baseURL,
}) => {
  await employerReady(baseURL!);
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const lastName = letterTag();
  const mobile = newMobile();
  const { orderId, workerId } = await acceptedOnOrder(page, api, {
    first_name: "Zoé",
    last_name: lastName,
    nir: nir(Math.floor(Math.random() * 900) + 1),
    mobile_phone_number: mobile,
  });

  // The menu entry, for a jobs-delegate holder.
  await mainNavigation(page).getByRole("link", { name: "DPAE et confirmation" }).click();
  await expect(page).toHaveURL(/\/dpae$/);
  await expect(page.getByRole("heading", { level: 1, name: "DPAE et confirmation" })).toBeVisible();

  await declare(page, orderId, workerId);
  await expect(page).toHaveURL(/\/dpae\/\d+\?declared=created$/);
  await expect(page.getByText("Déclaration préparée : elle part vers l'URSSAF.")).toBeVisible();
  await expect(page.getByTestId("dpae-xml")).toContainText("FR_DUE_Upload");
  await expect(page.getByTestId("dpae-xml")).toContainText(lastName.toUpperCase());

  // The queue and the local driver move it on: sent, then received by URSSAF (the certificate comes on a later poll).
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("dpae-status")).not.toHaveText("En attente d'envoi", { timeout: 1000 });
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] });

  // URSSAF's returns come minutes apart, read by the every-minute cron the local server does not fire: the
  // development route plays that look an hour later each time, until the certificate makes it accepted.
  let hoursLater = 0;
  await expect(async () => {
    hoursLater += 1;
    const at = new Date(Date.now() + hoursLater * 3_600_000).toISOString();
    expect((await api.post("/v1/dev/dpae/poll", { data: { at } })).status()).toBe(202);
    await page.reload();
    await expect(page.getByTestId("dpae-status")).toHaveText("Acceptée", { timeout: 1500 });
  }).toPass({ timeout: 45_000, intervals: [500, 1000, 2000] });
  // Both returns are kept, the legal proof: the receipt, then the certificate.
  const returns = page.getByRole("region", { name: "Retours de l'URSSAF" });
  await expect(returns).toContainText("Accusé de réception");
  await expect(returns).toContainText("Certificat");

  // Declaring the same worker again opens the same declaration.
  const declarationUrl = page.url().replace(/\?.*$/, "");
  await declare(page, orderId, workerId);
  await expect(page).toHaveURL(`${declarationUrl}?declared=existing`);

  // Both confirmations download as PDFs.
  for (const name of ["Confirmation client (PDF)", "Confirmation intérimaire (PDF)"]) {
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  }

  // A worker never proposed on the order: /v1 refuses the PDF, and the screen says the spec's error.
  const declarationPath = new URL(declarationUrl).pathname;
  await page.goto(`/dpae/confirmations/${orderId}/${workerId + 100000}/client?back=${declarationPath}`);
  await expect(page.getByText("Erreur de téléchargement du PDF.")).toBeVisible();
  // Said once: the address drops the flag, and a reload does not say it again.
  await expect(page).toHaveURL(declarationUrl);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Erreur de téléchargement du PDF.")).toHaveCount(0);

  // The send: the voucher SMS reaches the local outbox.
  await page.getByRole("button", { name: "Envoyer la confirmation" }).click();
  await expect(page.getByTestId("confirmation-outcome")).toContainText("SMS du bon envoyé à l'intérimaire.");
  // The voucher names the order by its number in the space (CO-…), not its id.
  const { number } = (await (await api.get(`/v1/orders/${orderId}`)).json()) as { number: number };
  const reference = `CO-${String(number).padStart(6, "0")}`;
  await expect(async () => {
    await page.goto("/dev/sms");
    await expect(page.getByTestId("outbox-sms").filter({ hasText: reference })).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000, intervals: [250, 500, 1000] });

  // The list shows it, and its status filter keeps to one status.
  await page.goto("/dpae");
  await expect(page.getByRole("link", { name: `Ouvrir la déclaration de Zoé ${lastName}` })).toBeVisible();
  await page.getByLabel("Statut").selectOption("error");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/status=error/);
  await expect(page.getByRole("link", { name: `Ouvrir la déclaration de Zoé ${lastName}` })).toHaveCount(0);
});

test("a worker without a NIR is refused with the spec's message", async ({ page, baseURL }) => {
  await employerReady(baseURL!);
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const { orderId, workerId } = await acceptedOnOrder(page, api, { first_name: "Léa", last_name: letterTag(), nir: null });

  await declare(page, orderId, workerId);
  await expect(page.getByTestId("dpae-issues")).toContainText("Le NIR est invalide.");
});

test("the screens in English", async ({ page, baseURL }) => {
  const owner = await employerReady(baseURL!);
  const email = `dpae.en.${uniqueTag()}@example.test`;
  await createUser(owner, {
    email,
    first_name: "Delegate",
    last_name: "English",
    password: "demo1234",
    permissions: ["jobs-delegate", "orders", "order_template_temporary_work"],
    space_ids: [LYON],
  });
  await logIn(page, email);
  await page.getByRole("button", { name: "Changer de langue" }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  const api = await apiAs(baseURL!, email);
  const lastName = letterTag();
  const { orderId, workerId } = await acceptedOnOrder(page, api, {
    first_name: "Emma",
    last_name: lastName,
    nir: nir(Math.floor(Math.random() * 900) + 1),
  });
  await declare(page, orderId, workerId, { order: "Order number", worker: "Worker number", submit: "Declare" });
  await expect(page.getByText("Declaration prepared: it is on its way to URSSAF.")).toBeVisible();
  await expect(page).toHaveTitle(/^DPAE no\. \d+ · /);
  await expect(page.getByRole("heading", { name: "XML sent" })).toBeVisible();
});

test("without jobs-delegate there is no menu entry and no area", async ({ page }) => {
  await logIn(page, ACCOUNTS.agentLille);
  await expect(mainNavigation(page).getByRole("link", { name: "DPAE et confirmation" })).toHaveCount(0);
  const response = await page.goto("/dpae");
  expect(response?.status()).toBe(404);
});

test("the DPAE screens on a phone in the dark theme: audited, without horizontal scrolling", async ({ page, context, baseURL }) => {
  await employerReady(baseURL!);
  await context.addCookies([{ name: "theme", value: "dark", url: baseURL! }]);
  await logIn(page, ACCOUNTS.adminLyon);
  // The side menu the sign-in waits for is a desktop one: the phone's width comes after.
  await page.setViewportSize({ width: 320, height: 640 });
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const { orderId, workerId } = await acceptedOnOrder(page, api, {
    first_name: "Inès",
    last_name: letterTag(),
    nir: nir(Math.floor(Math.random() * 900) + 1),
  });
  const created = await api.post("/v1/dpae", { data: { order_id: orderId, worker_id: workerId } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const path of ["/dpae", `/dpae/${id}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
