import { expect, test } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { logIn } from "./helpers/session";
import { openWorkerList } from "./helpers/workers-list";

// Decision 0043: an SMS to more than 50 workers is confirmed first, the dialog saying how many SMS and
// how many billed segments will go; going back sends nothing.

test("above 50 recipients the dialog asks for confirmation, stating the SMS and segments", async ({ page }) => {
  await logIn(page, ACCOUNTS.adminLyon);
  await openWorkerList(page, "?per_page=100");
  await page.getByRole("checkbox", { name: "Sélectionner toute la page" }).check();
  await page.getByTestId("selection-bar").getByRole("button", { name: "Envoyer un SMS" }).click();
  const dialog = page.getByRole("dialog", { name: "Envoyer un SMS" });
  const recipients = Number((await dialog.getByText(/^À \d+ intérimaires\.$/).textContent())!.match(/\d+/)![0]);
  expect(recipients).toBeGreaterThan(50);

  // Two segments of GSM-7: 200 characters.
  await dialog.getByRole("textbox", { name: "Message" }).fill(`Mission de nuit à Lyon. ${"Rappel : ".repeat(20)}`.slice(0, 200));
  await expect(dialog.getByTestId("sms-segments")).toHaveText("2 SMS facturé(s)");
  await dialog.getByRole("button", { name: "Envoyer" }).click();
  const confirm = dialog.getByTestId("sms-confirm");
  await expect(confirm).toContainText(`Envoyer ${recipients} SMS (${recipients * 2} SMS facturés) à ${recipients} intérimaires ?`);

  // Back to the message: nothing was sent, the message is still there.
  await confirm.getByRole("button", { name: "Revenir au message" }).click();
  await expect(dialog.getByTestId("sms-confirm")).toHaveCount(0);
  await expect(dialog.getByRole("textbox", { name: "Message" })).toHaveValue(/^Mission de nuit à Lyon\./);
  await expect(dialog.getByText(/recevront le message/)).toHaveCount(0);

  await dialog.getByRole("button", { name: "Envoyer" }).click();
  await dialog.getByTestId("sms-confirm").getByRole("button", { name: "Confirmer l'envoi" }).click();
  await expect(dialog.getByText(/sur \d+ recevront le message\./)).toBeVisible();
});
