import { expect, test, type Page } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { logIn } from "./helpers/session";
import { createWorker, letterTag, openWorkerList, workerCard, workerCards } from "./helpers/workers-list";

// Spec 000 §2 worker list, §4 archive; spec 001 §3 view settings and worker selections. Each test makes
// its own workers, named with a tag of its own, and narrows the list to them with the name filter.

test.describe("the worker list", () => {
  test.beforeEach(async ({ page }) => {
    // Hélène has one space: the list shows it without asking to choose.
    await logIn(page, ACCOUNTS.adminLyon);
  });

  test("two names separated by a comma find exactly those workers", async ({ page }) => {
    const [first, second, third] = [letterTag(), letterTag(), letterTag()];
    await createWorker(page, { first_name: "Jeanne", last_name: first });
    await createWorker(page, { first_name: "Marc", last_name: second });
    await createWorker(page, { first_name: "Aline", last_name: third });

    await openWorkerList(page);
    await expect(page).toHaveTitle("Personnel · Intérim");
    await page.getByRole("searchbox", { name: "Rechercher par nom" }).fill(`${first.toLowerCase()} ,  ${third}`);
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`names=${first.toLowerCase()}`));
    await expect(workerCards(page)).toHaveCount(2);
    await expect(workerCard(page, first)).toBeVisible();
    await expect(workerCard(page, third)).toBeVisible();
    await expect(workerCard(page, second)).toHaveCount(0);
    await expect(page.getByTestId("worker-count")).toContainText("2 intérimaires");
    // A card leads to the worker's file.
    await expect(workerCard(page, first).getByRole("link", { name: `${first.toUpperCase()} Jeanne`, exact: true })).toHaveAttribute(
      "href",
      /\/workers\/\d+$/,
    );

    // The filter is in the URL: the back button leaves it, forward brings it back.
    await page.goBack();
    await expect(page.getByRole("searchbox", { name: "Rechercher par nom" })).toHaveValue("");
    await page.goForward();
    await expect(workerCards(page)).toHaveCount(2);
  });

  test("the distance from a town keeps the workers around it; all of France brings back the others", async ({ page }) => {
    const tag = letterTag();
    await createWorker(page, { first_name: "Lucie", last_name: tag, postal_code: "69001", postal_city: "Lyon" });
    await createWorker(page, { first_name: "Bruno", last_name: tag, postal_code: "59000", postal_city: "Lille" });

    await openWorkerList(page);
    await page.getByRole("searchbox", { name: "Rechercher par nom" }).fill(tag);
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();
    await expect(workerCards(page)).toHaveCount(2);

    await page.getByRole("button", { name: "Filtres" }).click();
    await page.getByRole("combobox", { name: "Autour de la ville" }).fill("Lyon");
    await page.getByRole("option", { name: "Lyon (69001)" }).click();
    await page.getByLabel("Distance maximale").selectOption({ label: "Dans un rayon de 30 km" });
    await page.getByRole("button", { name: "Appliquer les filtres" }).click();

    await expect(page).toHaveURL(/distance_km=30/);
    await expect(workerCards(page)).toHaveCount(1);
    await expect(workerCards(page).first()).toContainText("Lucie");
    await expect(workerCards(page).first()).toContainText("69001 Lyon");
    await expect(page.getByRole("combobox", { name: "Autour de la ville" })).toHaveValue("Lyon (69001)");
    await expect(page.getByLabel("Trier par")).toHaveValue("distance");

    await page.getByLabel("Distance maximale").selectOption({ label: "Toute la France" });
    await page.getByRole("button", { name: "Appliquer les filtres" }).click();
    await expect(page).not.toHaveURL(/distance_km/);
    await expect(workerCards(page)).toHaveCount(2);
    // Nearest first: Lyon, then Lille some 550 km away.
    await expect(workerCards(page).nth(0)).toContainText("Lucie");
    await expect(workerCards(page).nth(1)).toContainText("Bruno");
    await expect(workerCards(page).nth(1).getByTestId("worker-distance")).toHaveText(/· à \d{3}(,\d)? km/);
  });

  test("three selected workers are archived at once, then found in the archived view", async ({ page }) => {
    const tag = letterTag();
    const firstNames = ["Paul", "Inès", "Yanis"];
    for (const first_name of firstNames) await createWorker(page, { first_name, last_name: tag });

    await openWorkerList(page, `?names=${tag}`);
    await expect(workerCards(page)).toHaveCount(3);
    for (const firstName of firstNames) {
      await page.getByRole("checkbox", { name: `Sélectionner ${tag.toUpperCase()} ${firstName}` }).check();
    }
    await expect(page.getByTestId("selection-count")).toHaveText("3 intérimaires sélectionnés");
    await expect(page.getByRole("checkbox", { name: "Sélectionner toute la page" })).toBeChecked();

    // The selection is kept in this browser: a reload keeps it.
    await page.reload();
    await expect(page.getByTestId("selection-count")).toHaveText("3 intérimaires sélectionnés");

    await page.getByRole("button", { name: "Archiver la sélection" }).click();
    const dialog = page.getByRole("dialog", { name: "Archiver la sélection ?" });
    await expect(dialog).toContainText("3 intérimaires vont quitter la liste.");
    await dialog.getByRole("button", { name: "Archiver 3 intérimaires" }).click();

    await expect(page.getByTestId("snackbar-message")).toHaveText("3 intérimaires archivés.");
    await expect(workerCards(page)).toHaveCount(0);
    await expect(page.getByText("Aucun intérimaire ne correspond")).toBeVisible();
    await expect(page.getByTestId("selection-count")).toHaveCount(0);

    await page.getByRole("link", { name: "Archivés" }).click();
    await expect(page).toHaveURL(/view=archived/);
    await expect(page).toHaveTitle("Intérimaires archivés · Intérim");
    await expect(workerCards(page)).toHaveCount(3);
    for (const firstName of firstNames) await expect(workerCards(page).filter({ hasText: firstName })).toHaveCount(1);

    // And back: one reactivated from its card, the two others together.
    await page.getByRole("button", { name: `Réactiver ${tag.toUpperCase()} Paul` }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText("1 intérimaire réactivé.");
    await expect(workerCards(page)).toHaveCount(2);
    await page.getByRole("checkbox", { name: "Sélectionner toute la page" }).check();
    await page.getByRole("button", { name: "Réactiver la sélection" }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText("2 intérimaires réactivés.");
    await expect(workerCards(page)).toHaveCount(0);
  });

  test("a period with only one date asks whether to filter without dates", async ({ page }) => {
    await openWorkerList(page);
    await page.getByRole("button", { name: "Filtres" }).click();
    await page.getByRole("checkbox", { name: "Disponible", exact: true }).check();
    await page.getByLabel("Du", { exact: true }).fill("2026-03-02");
    await page.getByRole("button", { name: "Appliquer les filtres" }).click();

    const dialog = page.getByRole("dialog", { name: "Une seule date choisie" });
    await expect(dialog).toBeVisible();
    // No: the user stays, to complete the period.
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/availability_status/);
    await expect(page.getByLabel("Au", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Du", { exact: true })).toHaveValue("2026-03-02");

    // Yes: filtered on the status, without dates.
    await page.getByRole("button", { name: "Appliquer les filtres" }).click();
    await dialog.getByRole("button", { name: "Filtrer sans dates" }).click();
    await expect(page).toHaveURL(/availability_status=available/);
    await expect(page).not.toHaveURL(/available_from/);
    await expect(page.getByRole("checkbox", { name: "Disponible", exact: true })).toBeChecked();
    await expect(page.getByLabel("Du", { exact: true })).toHaveValue("");
    for (const availability of await page.getByTestId("worker-availability").all()) {
      await expect(availability).toContainText("Disponible jusqu'au");
    }
  });

  test("cards or rows, and the page size, are remembered for the next visit", async ({ page }) => {
    await openWorkerList(page);
    await page.getByRole("button", { name: "Liste" }).click();
    await expect(page.getByRole("table", { name: "Intérimaires trouvés" })).toBeVisible();
    await page.getByLabel("Nombre par page").selectOption("10");
    await expect(page.getByTestId("worker-row")).toHaveCount(10);

    // A plain /workers (the menu, a bookmark) comes back as the user left it.
    await openWorkerList(page);
    await expect(page).toHaveURL(/layout=list/);
    await expect(page).toHaveURL(/per_page=10/);
    await expect(page.getByTestId("worker-row")).toHaveCount(10);
    await expect(page.getByRole("button", { name: "Liste" })).toHaveAttribute("aria-pressed", "true");
  });

  test("/future-workers is the same screen, and its links stay on it", async ({ page }) => {
    const tag = letterTag();
    await createWorker(page, { first_name: "Noé", last_name: tag });
    await page.goto(`/future-workers?names=${tag}`);
    await expect(page).toHaveTitle("Personnel · Intérim");
    await expect(workerCards(page)).toHaveCount(1);
    await page.getByRole("link", { name: "Archivés" }).click();
    await expect(page).toHaveURL(/\/future-workers\?view=archived&names=/);
    await expect(page.getByText("Aucun intérimaire ne correspond")).toBeVisible();
  });
});

test.describe("the worker list in English", () => {
  async function switchToEnglish(page: Page) {
    await page.getByRole("button", { name: "Changer de langue" }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  }

  test("two names separated by a comma find exactly those workers", async ({ page }) => {
    await logIn(page, ACCOUNTS.adminLyon);
    await switchToEnglish(page);
    const [first, second, third] = [letterTag(), letterTag(), letterTag()];
    await createWorker(page, { first_name: "Jeanne", last_name: first });
    await createWorker(page, { first_name: "Marc", last_name: second });
    await createWorker(page, { first_name: "Aline", last_name: third });

    await openWorkerList(page);
    await expect(page).toHaveTitle("Staff · Intérim");
    await page.getByRole("searchbox", { name: "Search by name" }).fill(`${first}, ${third}`);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(workerCards(page)).toHaveCount(2);
    await expect(workerCard(page, second)).toHaveCount(0);
    await expect(page.getByTestId("worker-count")).toContainText("2 workers");
  });
});
