import { ACCOUNTS } from "./helpers/accounts";
import { apiAs } from "./helpers/api";
import { lyonOrder, proposedOnOrder } from "./helpers/dpae";
import { logIn, waitForHydration } from "./helpers/session";
import { expect, test, type Page } from "./helpers/test";
import { letterTag } from "./helpers/workers-list";

// the order file's last screens (decision 0037): "Modifier" opens /orders/{id}/edit, the new
// quantity and rate show on the file; a quantity below the accepted workers is refused under its field
// with the spec's "Order quantity exceeded"; the page once in English; an accepted worker's abandonment
// and replacement, confirmed, show their statuses; a save over a colleague's change meanwhile is refused
// and keeps what was typed (decision 0013). Every page and dialog reached is audited with axe
// (helpers/test.ts).

/** A worker's row of the file, found by the link to their file ("DUPONT Zoé"): another row may name them ("Remplacé par…"). */
function rowOf(page: Page, lastName: string, firstName: string) {
  return page
    .getByTestId("order-worker")
    .filter({ has: page.getByRole("link", { name: `${lastName.toUpperCase()} ${firstName}`, exact: true }) });
}

async function switchLanguage(page: Page, button: string, language: string) {
  await waitForHydration(page);
  await page.getByRole("button", { name: button }).click();
  await page.getByRole("menuitem", { name: language }).click();
}

test("an open order's terms are edited, a quantity below the delegated workers refused, and accepted workers abandon or are replaced", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  // Two places, 12.5 € an hour, both taken; a third worker only proposed.
  const orderId = await lyonOrder(page, api);
  const [zoe, yann, ines] = [letterTag(), letterTag(), letterTag()];
  await proposedOnOrder(api, orderId, { first_name: "Zoé", last_name: zoe }, { accepted: true });
  await proposedOnOrder(api, orderId, { first_name: "Yann", last_name: yann }, { accepted: true });
  await proposedOnOrder(api, orderId, { first_name: "Inès", last_name: ines }, { accepted: false });

  await page.goto(`/orders/${orderId}`);
  await waitForHydration(page);
  const reference = (await page.getByTestId("order-reference").textContent())!;
  await expect(page.getByTestId("order-places")).toHaveText("Places pourvues : 2 / 2");

  // "Modifier" opens the edit page (a static segment, not a status of /orders/{id}/{status}), filled with the order's terms.
  await page.getByRole("link", { name: "Modifier" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/edit$`));
  await expect(page).toHaveTitle(`Modifier la commande ${reference} · Intérim`);
  await waitForHydration(page);
  await expect(page.getByLabel("Nombre de places *")).toHaveValue("2");
  await expect(page.getByLabel("Taux horaire (€)")).toHaveValue("12.5");
  await expect(page.getByLabel("Type de contrat")).toHaveCount(0);
  await page.getByLabel("Nombre de places *").fill("3");
  await page.getByLabel("Taux horaire (€)").fill("13,75");
  await page.getByRole("button", { name: "Enregistrer" }).click();

  // Saved, the file shows the new values.
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByTestId("order-places")).toHaveText("Places pourvues : 2 / 3");
  await expect(page.getByRole("definition").filter({ hasText: "13,75" })).toBeVisible();

  // One place for two workers delegated: /v1's "Order quantity exceeded" lands under the quantity.
  await page.goto(`/orders/${orderId}/edit`);
  await waitForHydration(page);
  await page.getByLabel("Nombre de places *").fill("1");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  const quantity = page.getByLabel("Nombre de places *");
  await expect(quantity).toHaveAttribute("aria-invalid", "true");
  await expect(quantity).toHaveAccessibleDescription(/La commande dépasse le nombre de places : des intérimaires sont déjà délégués\./);
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/edit$`));

  // Once in English: the same page and refusal, then a change saved.
  await switchLanguage(page, "Changer de langue", "English");
  await expect(page).toHaveTitle(`Edit order ${reference.replace("CO-", "OR-")} · Intérim`);
  await waitForHydration(page);
  await page.getByLabel("Number of places *").fill("1");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByLabel("Number of places *")).toHaveAccessibleDescription(
    /Order quantity exceeded: workers are already delegated\./,
  );
  await page.getByLabel("Number of places *").fill("4");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByTestId("order-places")).toHaveText("Places filled: 2 of 4");
  await switchLanguage(page, "Change language", "Français");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");

  // Zoé abandoned the mission: the confirmation says what happens, then her status shows it and her place is free.
  await waitForHydration(page);
  const zoeRow = rowOf(page, zoe, "Zoé");
  await zoeRow.getByRole("button", { name: `Abandon : Zoé ${zoe}` }).click();
  const abandon = page.getByRole("dialog", { name: "Abandon de mission" });
  await expect(abandon).toContainText("Sa place est libérée pour une autre proposition");
  await expect(abandon).toContainText("périodes pas encore commencées sont retirés de ses disponibilités");
  await abandon.getByRole("button", { name: "Enregistrer l'abandon" }).click();
  await expect(abandon).toHaveCount(0);
  await expect(zoeRow).toHaveAttribute("data-status", "abandoned");
  await expect(zoeRow.getByText("Abandonné", { exact: true })).toBeVisible();
  await expect(page.getByTestId("order-places")).toHaveText("Places pourvues : 1 / 4");
  await expect(zoeRow.getByRole("button", { name: /^Abandon/ })).toHaveCount(0);

  // Yann is replaced by Inès, chosen from the pool: he reads "Remplacé", she holds the place.
  const yannRow = rowOf(page, yann, "Yann");
  await yannRow.getByRole("button", { name: `Remplacer : Yann ${yann}` }).click();
  const replacement = page.getByRole("dialog", { name: "Remplacer l'intérimaire" });
  await expect(replacement).toContainText("Aucun SMS n'est envoyé");
  // Sent without a choice, the dialog asks for one.
  await replacement.getByRole("button", { name: "Remplacer", exact: true }).click();
  await expect(replacement.getByText("Choisissez le remplaçant.")).toBeVisible();
  await replacement.getByRole("searchbox", { name: "Rechercher un intérimaire" }).fill(ines);
  await replacement.getByRole("radio", { name: `${ines.toUpperCase()} Inès` }).check();
  await replacement.getByRole("button", { name: "Remplacer", exact: true }).click();
  await expect(replacement).toHaveCount(0);
  await expect(yannRow).toHaveAttribute("data-status", "replaced");
  await expect(yannRow).toContainText(`Remplacé par Inès ${ines}`);
  await expect(rowOf(page, ines, "Inès")).toHaveAttribute("data-status", "accepted");
  await expect(page.getByTestId("order-places")).toHaveText("Places pourvues : 1 / 4");
});

test("an order changed by someone else meanwhile: saving says to reload, keeps what was typed, writes nothing", async ({
  page,
  baseURL,
}) => {
  // Decision 0013 applied to orders (0037): the page sends the version it loaded as If-Match.
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const orderId = await lyonOrder(page, api);
  await api.dispose();
  await page.goto(`/orders/${orderId}/edit`);
  await waitForHydration(page);
  await page.getByLabel("Taux horaire (€)").fill("14");

  // Meanwhile a colleague sets the schedules through /v1.
  const meanwhile = await page.request.patch(`/v1/orders/${orderId}`, {
    headers: { "X-Route-Path": "/e2e" },
    data: { schedules: "8h-12h" },
  });
  expect(meanwhile.status(), await meanwhile.text()).toBe(200);

  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Quelqu'un d'autre a modifié cette fiche entre-temps.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/edit$`));
  await expect(page.getByLabel("Taux horaire (€)")).toHaveValue("14");
  const stored = (await (await page.request.get(`/v1/orders/${orderId}`)).json()) as Record<string, unknown>;
  expect(stored).toMatchObject({ hourly_rate: 12.5, schedules: "8h-12h" });

  // Reloaded, the form shows the colleague's change and saves on top of it.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Horaires")).toHaveValue("8h-12h");
  await page.getByLabel("Taux horaire (€)").fill("14");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  const saved = (await (await page.request.get(`/v1/orders/${orderId}`)).json()) as Record<string, unknown>;
  expect(saved).toMatchObject({ hourly_rate: 14, schedules: "8h-12h" });
});

test("a closed order has nothing to edit: its edit page opens the file, which offers no Modifier", async ({ page, baseURL }) => {
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const orderId = await lyonOrder(page, api);
  const closed = await api.post(`/v1/orders/${orderId}/close`, { data: { closing_state: "not_honored" } });
  expect(closed.status(), await closed.text()).toBe(200);
  await page.goto(`/orders/${orderId}/edit`);
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByTestId("order-status")).toHaveText("Clôturée");
  await expect(page.getByRole("link", { name: "Modifier" })).toHaveCount(0);
});
