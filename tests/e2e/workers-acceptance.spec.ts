import { expect, test, type Page } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { logIn } from "./helpers/session";
import { createWorker, letterTag, openWorkerList, workerCards } from "./helpers/workers-list";

// Spec 000 §2 worker list, §4 "archived and reactivated, singly or in bulk", used with the keyboard
// alone: the button that acted leaves with the workers it moved, and focus must not fall back to the
// top of the page (WCAG 2.4.3 focus order).

/** Tabs forward until the element named `name` has the focus. */
async function tabTo(page: Page, name: string) {
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? "";
    });
    if (focused === name) return;
  }
  throw new Error(`"${name}" was never reached with Tab`);
}

test.describe("the worker list with the keyboard alone", () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, ACCOUNTS.adminLyon);
  });

  test("two workers ticked with Space are archived through the dialog; focus resumes at the results", async ({ page }) => {
    const tag = letterTag();
    await createWorker(page, { first_name: "Alice", last_name: tag });
    await createWorker(page, { first_name: "Bruno", last_name: tag });
    await openWorkerList(page, `?names=${tag}`);
    await expect(workerCards(page)).toHaveCount(2);

    await page.getByRole("searchbox", { name: "Rechercher par nom" }).focus();
    await tabTo(page, `Sélectionner ${tag.toUpperCase()} Alice`);
    await page.keyboard.press("Space");
    await tabTo(page, `Sélectionner ${tag.toUpperCase()} Bruno`);
    await page.keyboard.press("Space");
    await expect(page.getByTestId("selection-count")).toHaveText("2 intérimaires sélectionnés");

    await page.getByRole("button", { name: "Archiver la sélection" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Archiver la sélection ?" });
    await expect(dialog).toBeVisible();
    await tabTo(page, "Archiver 2 intérimaires");
    await page.keyboard.press("Enter");

    await expect(page.getByTestId("snackbar-message")).toHaveText("2 intérimaires archivés.");
    await expect(workerCards(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "0 intérimaire" })).toBeFocused();
  });

  test("a worker reactivated from the archived view hands the focus to the results", async ({ page }) => {
    const tag = letterTag();
    const { id } = await createWorker(page, { first_name: "Chloé", last_name: tag });
    const archived = await page.request.delete(`/v1/workers/${id}`, { headers: { "X-Route-Path": "/e2e" } });
    expect(archived.ok()).toBe(true);
    await openWorkerList(page, `?view=archived&names=${tag}`);
    await expect(workerCards(page)).toHaveCount(1);

    await page.getByRole("button", { name: `Réactiver ${tag.toUpperCase()} Chloé` }).focus();
    await page.keyboard.press("Enter");

    await expect(page.getByTestId("snackbar-message")).toHaveText("1 intérimaire réactivé.");
    await expect(workerCards(page)).toHaveCount(0);
    await expect(page.getByTestId("worker-count")).toBeFocused();
  });
});
