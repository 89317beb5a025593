import { ACCOUNTS } from "./helpers/accounts";
import { logIn } from "./helpers/session";
import { expect, test, type Page } from "./helpers/test";
import { letterTag } from "./helpers/worker-profile";
import { createWorker, openWorkerList } from "./helpers/workers-list";

// what an automatic audit cannot see: the keyboard alone, focus moves and announcements.

type Target = ReturnType<Page["getByLabel"]>;

/**
 * Presses Tab until `target` has the focus, checking at every stop that the focused element is on
 * screen and shows it has the focus (an outline, or a focus ring drawn as a box shadow).
 */
async function tabTo(page: Page, target: Target, maxPresses = 80) {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return { shown: false, marked: false, name: "nothing" };
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      const ring = /0px 0px 0px [1-9]/.test(style.boxShadow);
      // The last stop of a date field is Chromium's own calendar button, inside the field, with the
      // browser's focus ring: the field itself is then focused but not :focus-visible.
      const browserPicker = element instanceof HTMLInputElement && element.type === "date" && !element.matches(":focus-visible");
      return {
        shown: box.width > 0 && box.height > 0,
        marked: outline || ring || browserPicker,
        name: `${element.tagName.toLowerCase()} ${element.getAttribute("name") ?? element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? ""}`,
      };
    });
    expect(stop.shown, `the focused ${stop.name} is on screen`).toBe(true);
    expect(stop.marked, `the focused ${stop.name} shows its focus`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test("a worker is created from /workers/create with the keyboard alone", async ({ page }) => {
  await logIn(page, ACCOUNTS.adminLyon, { at: "/workers/create" });
  const lastName = `Keyboard ${letterTag()}`;

  // The first stop is the skip link, shown once focused; it leads past the menus to the content.
  await page.keyboard.press("Tab");
  const skipLink = page.getByRole("link", { name: "Aller au contenu principal" });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();

  // A first name only, and Enter: the form is refused, the focus goes to the first refused field,
  // which says it is refused and why (aria-invalid, aria-describedby).
  await tabTo(page, page.getByLabel("Prénom *"));
  await page.keyboard.type("Inès");
  await page.keyboard.press("Enter");
  const lastNameField = page.getByLabel("Nom *", { exact: true });
  await expect(lastNameField).toBeFocused();
  await expect(lastNameField).toHaveAttribute("aria-invalid", "true");
  await expect(lastNameField).toHaveAccessibleDescription(/\S/);
  await expect(page.getByRole("alert").filter({ hasText: "Certains champs sont à corriger." })).toBeVisible();

  await page.keyboard.type(lastName);
  await tabTo(page, page.getByLabel("Adresse e-mail"));
  await page.keyboard.type(`ines.${letterTag()}@example.fr`);
  await page.keyboard.press("Enter");

  // Created: the file opens, the snackbar's live region says so, and the focus is on the new title.
  await expect(page).toHaveURL(/\/workers\/\d+$/);
  await expect(page.getByRole("status").filter({ hasText: `Le dossier de Inès ${lastName} est créé.` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Inès ${lastName}` })).toBeFocused();
});

test("a dialog keeps the focus while open and gives it back when it closes", async ({ page }) => {
  await logIn(page, ACCOUNTS.adminLyon, { at: "/account" });
  // Reaching a control by Tab is the first test's; this one starts on the account menu's button.
  const accountMenu = page.getByTestId("user-menu");
  await accountMenu.focus();
  await page.keyboard.press("Enter");
  // The menu's items are reached with the arrows; the active one is marked `data-focus`.
  const changeSpace = page.getByRole("menuitem", { name: "Changer d'espace" });
  for (let press = 0; press < 6 && (await changeSpace.getAttribute("data-focus")) === null; press++) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(changeSpace).toHaveAttribute("data-focus");
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Changer d'espace" });
  await expect(dialog).toBeVisible();
  const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
  // Opening it moves the focus in (Headless UI gives it once the dialog has appeared).
  await expect.poll(focusInDialog, { message: "the open dialog holds the focus" }).toBe(true);
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press("Tab");
    expect(await focusInDialog(), `Tab ${press + 1} stays in the dialog`).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(accountMenu).toBeFocused();
});

test("a search announces its result count to screen readers", async ({ page }) => {
  await logIn(page, ACCOUNTS.adminLyon);
  const tag = letterTag();
  await createWorker(page, { first_name: "Nadia", last_name: tag });
  await openWorkerList(page);
  await page.getByRole("searchbox", { name: "Rechercher par nom" }).fill(tag);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "1 intérimaire" })).toHaveCount(1);
});

test("when the system asks for reduced motion, nothing animates", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await logIn(page, ACCOUNTS.adminLyon);
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "Changer d'espace" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  // Whatever transitions the dialog declares, none lasts.
  const longest = await page.evaluate(() =>
    Math.max(0, ...[...document.querySelectorAll("*")].map((element) => parseFloat(getComputedStyle(element).transitionDuration) || 0)),
  );
  expect(longest).toBeLessThan(0.01);
});
