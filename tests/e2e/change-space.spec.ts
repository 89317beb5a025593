import { expect, test } from "./helpers/test";
import { ACCOUNTS, SPACES } from "./helpers/accounts";
import { logIn, waitForHydration } from "./helpers/session";

test.describe("the change-space dialog", () => {
  test("the owner picks Lille; the shell shows it, and still after a reload", async ({ page }) => {
    await logIn(page, ACCOUNTS.owner);
    await expect(page.getByTestId("current-space")).toHaveText("Aucun espace");

    await page
      .getByRole("button", { name: /Changer d'espace/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Changer d'espace" });
    await expect(dialog).toBeVisible();
    const picker = dialog.getByRole("combobox", { name: "Espace" });
    await picker.click();
    // The owner sees every space (both pages merged).
    await expect(page.getByRole("option", { name: new RegExp(SPACES.lyon) })).toBeVisible();
    await picker.fill("lille");
    await page.getByRole("option", { name: new RegExp(SPACES.lille) }).click();
    await dialog.getByRole("button", { name: "Valider" }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("current-space")).toHaveText(SPACES.lille);
    await expect(page.getByTestId("snackbar-message")).toHaveText(`Espace courant : ${SPACES.lille}`);

    const stored = await page.evaluate(() => ({
      id: localStorage.getItem("interim:selectedSpaceId"),
      name: localStorage.getItem("interim:selectedSpaceName"),
      city: localStorage.getItem("interim:selectedSpaceCity"),
      zip: localStorage.getItem("interim:selectedSpaceZipCode"),
    }));
    expect(stored).toEqual({ id: "2", name: JSON.stringify(SPACES.lille), city: '"Lille"', zip: '"59800"' });
    expect((await page.context().cookies()).find((cookie) => cookie.name === "space_id")?.value).toBe("2");

    await page.reload();
    await expect(page.getByTestId("current-space")).toHaveText(SPACES.lille);

    // "No space" resets the choice.
    await waitForHydration(page);
    await page
      .getByRole("button", { name: /Changer d'espace/ })
      .first()
      .click();
    await page.getByRole("button", { name: "Aucun espace" }).click();
    await expect(page.getByTestId("current-space")).toHaveText("Aucun espace");
    expect((await page.context().cookies()).find((cookie) => cookie.name === "space_id")).toBeUndefined();
  });

  test("submitting without a space says the field is required", async ({ page }) => {
    await logIn(page, ACCOUNTS.owner);
    await page
      .getByRole("button", { name: /Changer d'espace/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Changer d'espace" });
    await dialog.getByRole("button", { name: "Valider" }).click();
    await expect(dialog.getByText("Champ requis")).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: "Espace" })).toHaveAttribute("aria-invalid", "true");
    await expect(dialog).toBeVisible();
  });

  test("an agent only sees their own space", async ({ page }) => {
    await logIn(page, ACCOUNTS.agentLille);
    await page
      .getByRole("button", { name: /Changer d'espace/ })
      .first()
      .click();
    await page.getByRole("combobox", { name: "Espace" }).click();
    await expect(page.getByRole("option")).toHaveCount(1);
    await expect(page.getByRole("option", { name: new RegExp(SPACES.lille) })).toBeVisible();
  });

  test("a user of a single space has it chosen for them: the shell names it, the lists open in it", async ({ page }) => {
    await logIn(page, ACCOUNTS.agentLille);
    await expect(page.getByTestId("current-space")).toHaveText(SPACES.lille);
    expect((await page.context().cookies()).find((cookie) => cookie.name === "space_id")?.value).toBe("2");
    await page.goto("/companies");
    await expect(page.getByText("Choisissez un espace")).toHaveCount(0);
    await page.goto("/workers");
    await expect(page.getByRole("heading", { level: 1, name: "Personnel" })).toBeVisible();
    await expect(page.getByText("Choisissez un espace")).toHaveCount(0);
  });
});
