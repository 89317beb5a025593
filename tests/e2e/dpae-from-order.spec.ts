import { ACCOUNTS } from "./helpers/accounts";
import { apiAs } from "./helpers/api";
import { employerReady, lyonOrder, nir, proposedOnOrder } from "./helpers/dpae";
import { logIn } from "./helpers/session";
import { expect, test } from "./helpers/test";
import { letterTag } from "./helpers/workers-list";

// the order file's buttons (decision 0036): for each accepted worker, and only for a
// jobs-delegate holder, "Déclarer (DPAE)" opens the declaration, both confirmation PDFs download, the
// confirmation goes out. A worker only proposed gets none; an `orders` holder without jobs-delegate sees
// none. Every screen reached is audited with axe (helpers/test.ts).

test("an accepted worker is declared and confirmed from the order file", async ({ page, baseURL }) => {
  await employerReady(baseURL!);
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const orderId = await lyonOrder(page, api);
  const lastName = letterTag();
  const name = `Zoé ${lastName}`;
  await proposedOnOrder(
    api,
    orderId,
    { first_name: "Zoé", last_name: lastName, nir: nir(Math.floor(Math.random() * 900) + 1) },
    { accepted: true },
  );
  const waitingLastName = letterTag();
  await proposedOnOrder(api, orderId, { first_name: "Yann", last_name: waitingLastName }, { accepted: false });

  await page.goto(`/orders/${orderId}`);
  const accepted = page.getByTestId("order-worker").filter({ hasText: lastName.toUpperCase() });
  const other = page.getByTestId("order-worker").filter({ hasText: waitingLastName.toUpperCase() });
  await expect(accepted).toHaveAttribute("data-status", "accepted");
  await expect(accepted.getByRole("button", { name: `Déclarer (DPAE) : ${name}` })).toBeVisible();
  await expect(accepted.getByRole("link", { name: `Confirmation client (PDF) : ${name}` })).toBeVisible();
  await expect(accepted.getByRole("link", { name: `Confirmation intérimaire (PDF) : ${name}` })).toBeVisible();
  await expect(accepted.getByRole("button", { name: `Envoyer la confirmation : ${name}` })).toBeVisible();
  // Only the accepted worker's row has them.
  await expect(other).toBeVisible();
  await expect(other.getByTestId("order-worker-dpae")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Déclarer \(DPAE\)/ })).toHaveCount(1);

  // The client's confirmation downloads as a PDF, the page stays.
  const download = page.waitForEvent("download");
  await accepted.getByRole("link", { name: `Confirmation client (PDF) : ${name}` }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));

  // The send says its outcome under the worker, as the DPAE screen does.
  await accepted.getByRole("button", { name: `Envoyer la confirmation : ${name}` }).click();
  await expect(accepted.getByTestId("confirmation-outcome")).toBeVisible();

  // "Déclarer (DPAE)" opens the declaration.
  await accepted.getByRole("button", { name: `Déclarer (DPAE) : ${name}` }).click();
  await expect(page).toHaveURL(/\/dpae\/\d+\?declared=created$/);
  await expect(page.getByText("Déclaration préparée : elle part vers l'URSSAF.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("DPAE");
});

test("a refused declaration lists its failing checks under the worker", async ({ page, baseURL }) => {
  await employerReady(baseURL!);
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const orderId = await lyonOrder(page, api);
  const lastName = letterTag();
  // No NIR: the spec's DPAE message.
  await proposedOnOrder(api, orderId, { first_name: "Léa", last_name: lastName }, { accepted: true });

  await page.goto(`/orders/${orderId}`);
  const row = page.getByTestId("order-worker").filter({ hasText: lastName.toUpperCase() });
  await row.getByRole("button", { name: `Déclarer (DPAE) : Léa ${lastName}` }).click();
  await expect(row.getByTestId("dpae-issues")).toContainText("Le NIR est invalide.");
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
});

test("an orders holder without jobs-delegate sees none of the DPAE buttons", async ({ page, baseURL }) => {
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const orderId = await lyonOrder(page, api);
  const lastName = letterTag();
  await proposedOnOrder(api, orderId, { first_name: "Zoé", last_name: lastName }, { accepted: true });

  await page.context().clearCookies();
  await logIn(page, ACCOUNTS.agentLyon, { at: `/orders/${orderId}` });
  const row = page.getByTestId("order-worker").filter({ hasText: lastName.toUpperCase() });
  await expect(row).toHaveAttribute("data-status", "accepted");
  await expect(row.getByTestId("order-worker-dpae")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Déclarer \(DPAE\)|Envoyer la confirmation/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Confirmation (client|intérimaire)/ })).toHaveCount(0);
});
