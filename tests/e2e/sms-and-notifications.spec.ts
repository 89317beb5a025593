import { expect, test, type Page } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { logIn, waitForHydration } from "./helpers/session";
import { newMobile } from "./helpers/worker-profile";
import { createWorker, letterTag, openWorkerList } from "./helpers/workers-list";

// the SMS dialog from the list's selection, its live count, the send, the SMS at
// /dev/sms; a worker's reply raising the bell without a reload; the notifications screen's mark all.
// Every page and dialog the tests reach is audited with axe (helpers/test.ts).

const ROUTE = { "X-Route-Path": "/e2e" };

/** Marks every notification of the page's user read, so the bell starts from nothing. */
async function readEverything(page: Page) {
  const list = await page.request.get("/v1/notifications", { headers: ROUTE });
  const unread = ((await list.json()) as { id: number; read: boolean }[]).filter((item) => !item.read);
  for (let start = 0; start < unread.length; start += 100) {
    const body = Object.fromEntries(unread.slice(start, start + 100).map((item) => [String(item.id), { read: true }]));
    expect((await page.request.put("/v1/notifications", { headers: ROUTE, data: body })).status()).toBe(200);
  }
}

/** Three workers of the page user's space with a mobile each, under one tag. */
async function threeWorkers(page: Page) {
  const tag = letterTag();
  const workers = [];
  for (const first_name of ["Paul", "Inès", "Yanis"]) {
    const mobile = newMobile();
    const { id } = await createWorker(page, { first_name, last_name: tag, mobile_phone_number: mobile });
    workers.push({ id, first_name, mobile });
  }
  return { tag, workers };
}

/** A worker's reply, through the local driver's inbound route: the same queue and consumer as SMSFactor's webhook. */
async function playReply(page: Page, mobile: string, text: string) {
  const from = `+33${mobile.replace(/\s/g, "").slice(1)}`;
  const answer = await page.request.post("/v1/dev/sms/inbound", { headers: ROUTE, data: { from, text } });
  expect(answer.status(), await answer.text()).toBe(202);
}

test("three selected workers get an SMS with an emoji, a reply raises the bell live, and mark all reads it", async ({ page }) => {
  await logIn(page, ACCOUNTS.adminLyon);
  await readEverything(page);
  const { tag, workers } = await threeWorkers(page);

  await openWorkerList(page, `?names=${tag}`);
  for (const worker of workers) {
    await page.getByRole("checkbox", { name: `Sélectionner ${tag.toUpperCase()} ${worker.first_name}` }).check();
  }
  await page.getByTestId("selection-bar").getByRole("button", { name: "Envoyer un SMS" }).click();
  const dialog = page.getByRole("dialog", { name: "Envoyer un SMS" });
  await expect(dialog).toContainText("À 3 intérimaires.");

  // The count is the browser's own, instant: GSM-7 with French accents, UCS-2 as soon as the emoji comes.
  const message = dialog.getByRole("textbox", { name: "Message" });
  await message.fill(`Mission demain à Lyon, réf ${tag}`);
  await expect(dialog.getByTestId("sms-encoding")).toHaveText("GSM-7");
  await expect(dialog.getByTestId("sms-ucs2-characters")).toHaveCount(0);
  await message.pressSequentially(" 👍");
  await expect(dialog.getByTestId("sms-encoding")).toHaveText("UCS-2");
  await expect(dialog.getByTestId("sms-ucs2-characters")).toContainText("👍");
  await expect(dialog.getByTestId("sms-segments")).toHaveText("1 SMS facturé(s)");

  await dialog.getByRole("button", { name: "Envoyer", exact: true }).click();
  await expect(dialog.getByTestId("sms-result-summary")).toHaveText("3 intérimaires sur 3 recevront le message.");
  await expect(dialog.getByTestId("sms-result").getByRole("listitem")).toHaveCount(3);
  await expect(dialog.getByTestId("sms-result").getByText("En cours d'envoi")).toHaveCount(3);
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(dialog).toHaveCount(0);

  // The local driver recorded the three.
  await expect(async () => {
    await page.goto("/dev/sms");
    await expect(page.getByTestId("outbox-sms").filter({ hasText: tag })).toHaveCount(3, { timeout: 1000 });
  }).toPass({ timeout: 20_000, intervals: [250, 500, 1000] });
  await expect(page.getByTestId("outbox-sms").filter({ hasText: tag }).first()).toContainText("👍");

  // The worker file's SMS tab lists it with its status.
  await page.goto(`/workers/${workers[0]!.id}/sms`);
  const history = page.getByTestId("sms-history");
  await expect(history.getByRole("article")).toHaveCount(1);
  await expect(history).toContainText(`réf ${tag} 👍`);
  await expect(history.getByText(/^(Envoyé|Remis)$/)).toBeVisible();

  // A reply: the bell rises on this very page, pushed through the socket, without a reload.
  const pushed: string[] = [];
  page.on("websocket", (socket) => {
    if (socket.url().endsWith("/v1/notifications/live")) socket.on("framereceived", ({ payload }) => void pushed.push(String(payload)));
  });
  await page.reload();
  await waitForHydration(page);
  const bell = page.getByTestId("notifications-bell");
  await expect(bell).toHaveAccessibleName("Notifications");
  await playReply(page, workers[1]!.mobile, `Je serai là ${tag}`);
  await expect(page.getByTestId("notifications-badge")).toHaveText("1", { timeout: 15_000 });
  await expect(bell).toHaveAccessibleName("Notifications, 1 non lue");
  expect(pushed.some((frame) => frame.includes('"kind":"notification"') && frame.includes(tag))).toBe(true);

  await bell.click();
  await expect(page.getByText(`Je serai là ${tag}`).or(page.getByText("SMS reçu")).first()).toBeVisible();
  await page.getByRole("link", { name: "Voir toutes les notifications" }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page).toHaveTitle("Notifications · Intérim");
  const item = page.getByTestId("notification").filter({ hasText: `Je serai là ${tag}` });
  await expect(item).toHaveAttribute("data-read", "false");
  // Worded in the reader's language from what was stored, French eliding before Inès (decision 0042).
  await expect(item.getByRole("heading", { level: 3 })).toHaveText(new RegExp(`^SMS reçu d'(Inès ${tag}|${tag} Inès)$`, "i"));
  await expect(item.getByRole("link", { name: "Voir la fiche de l'intérimaire" })).toHaveAttribute("href", `/workers/${workers[1]!.id}`);

  // Read and unread, one at a time, then all at once: the bell follows.
  await item.getByRole("button", { name: "Marquer comme lue" }).click();
  await expect(item).toHaveAttribute("data-read", "true");
  await expect(page.getByTestId("notifications-badge")).toHaveCount(0);
  await item.getByRole("button", { name: "Marquer comme non lue" }).click();
  await expect(page.getByTestId("notifications-badge")).toHaveText("1");
  await page.getByRole("button", { name: "Tout marquer comme lu" }).click();
  await expect(item).toHaveAttribute("data-read", "true");
  await expect(page.getByTestId("notifications-badge")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Tout marquer comme lu" })).toBeDisabled();

  // The filters are this browser's: hiding "SMS reçu" hides it here, and survives a reload.
  await page.getByRole("checkbox", { name: "SMS reçu" }).uncheck();
  await expect(item).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("checkbox", { name: "SMS reçu" })).not.toBeChecked();
  await expect(item).toHaveCount(0);
  await page.getByRole("checkbox", { name: "SMS reçu" }).check();
  await expect(item).toBeVisible();
});

test("the same in English: the count, the send, the bell and mark all read", async ({ page }) => {
  await logIn(page, ACCOUNTS.adminLyon);
  await readEverything(page);
  await page.getByRole("button", { name: "Changer de langue" }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const { tag, workers } = await threeWorkers(page);

  await openWorkerList(page, `?names=${tag}`);
  await page.getByRole("checkbox", { name: "Select the whole page" }).check();
  await page.getByTestId("selection-bar").getByRole("button", { name: "Send an SMS" }).click();
  const dialog = page.getByRole("dialog", { name: "Send an SMS" });
  await expect(dialog).toContainText("To 3 workers.");
  const message = dialog.getByRole("textbox", { name: "Text message" });
  await message.fill(`See you tomorrow ${tag}`);
  await expect(dialog.getByTestId("sms-encoding")).toHaveText("GSM-7");
  await message.pressSequentially(" 🙂");
  await expect(dialog.getByTestId("sms-encoding")).toHaveText("UCS-2");
  await expect(dialog.getByTestId("sms-ucs2-characters")).toContainText("These characters switch the message to Unicode");
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(dialog.getByTestId("sms-result-summary")).toHaveText("3 workers of 3 will get the message.");
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.goto("/notifications");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  await playReply(page, workers[2]!.mobile, `Sounds good ${tag}`);
  await expect(page.getByTestId("notifications-badge")).toHaveText("1", { timeout: 15_000 });
  await expect(page.getByTestId("notifications-bell")).toHaveAccessibleName("Notifications, 1 unread");
  // The open screen reloads its list by itself.
  const item = page.getByTestId("notification").filter({ hasText: `Sounds good ${tag}` });
  await expect(item).toBeVisible();
  await expect(item.getByRole("heading", { level: 3 })).toHaveText(new RegExp(`^SMS received from (Yanis ${tag}|${tag} Yanis)$`, "i"));
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(item).toHaveAttribute("data-read", "true");
  await expect(page.getByTestId("notifications-badge")).toHaveCount(0);
});

test("a message over ten SMS is refused under its field, and nothing is sent", async ({ page }) => {
  await logIn(page, ACCOUNTS.adminLyon);
  const tag = letterTag();
  const { id } = await createWorker(page, { first_name: "Léa", last_name: tag, mobile_phone_number: newMobile() });
  await page.goto(`/workers/${id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Envoyer un SMS" }).click();
  const dialog = page.getByRole("dialog", { name: "Envoyer un SMS" });
  await expect(dialog).toContainText("À 1 intérimaire.");
  const message = dialog.getByRole("textbox", { name: "Message" });
  await message.fill("é".repeat(1531));
  await expect(dialog.getByTestId("sms-segments")).toHaveText("11 SMS facturé(s)");
  await dialog.getByRole("button", { name: "Envoyer", exact: true }).click();
  await expect(message).toHaveAccessibleDescription(/Message trop long : 10 SMS au plus\./);
  await expect(message).toHaveAttribute("aria-invalid", "true");
  // A reminder before the send is refused too, under the reminder's field.
  await message.fill(`Bonjour ${tag}`);
  await dialog.getByLabel("Date d'envoi (facultative)").fill("2030-01-02T10:00");
  await dialog.getByLabel("Date de rappel (facultative)").fill("2030-01-02T09:00");
  await dialog.getByRole("button", { name: "Envoyer", exact: true }).click();
  await expect(dialog.getByLabel("Date de rappel (facultative)")).toHaveAccessibleDescription(/Le rappel doit venir après l'envoi\./);
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await page.goto(`/workers/${id}/sms`);
  await expect(page.getByText("Aucun SMS envoyé à cet intérimaire ni reçu de lui.")).toBeVisible();
});
