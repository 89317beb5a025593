import { expect, test } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs } from "./helpers/api";
import { logIn, waitForHydration } from "./helpers/session";
import { createWorker, letterTag, newMobile } from "./helpers/worker-profile";

// Spec 000 §1, availability requests from the screens: from the worker list's selection and from a
// worker's file, a dialog asks for a period and sends the request (POST /v1/workers/availability-requests),
// then says who was asked and who could not be: no mobile, or STOP received.

test("the list's selection and a worker's file ask for availability, and say who could not be asked", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const tag = letterTag();
  const mobile = newMobile();
  // One family name for the three, found at once by the list's name search.
  const reachable = await createWorker(page, { first_name: "Anaïs", last_name: tag, mobile_phone_number: mobile });
  await createWorker(page, { first_name: "Bruno", last_name: tag, email: `bravo.${tag}@example.test` });
  const stopMobile = newMobile();
  const stopped = await createWorker(page, { first_name: "Chloé", last_name: tag, mobile_phone_number: stopMobile });

  // Chloé was asked once and answered STOP: the space may not text her again.
  const ask = (workerId: number) => api.post("/v1/workers/availability-requests", { data: { worker_ids: [workerId] } });
  expect((await ask(stopped.id)).status()).toBe(202);
  expect((await api.post("/v1/dev/sms/inbound", { data: { from: stopMobile, text: "STOP" } })).status()).toBe(202);
  await expect(async () => {
    const [result] = (await (await ask(stopped.id)).json()) as { status: string }[];
    expect(result!.status).toBe("opted_out");
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] });

  await page.goto(`/workers?names=${tag}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "3 intérimaires" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Sélectionner toute la page" }).check();
  await page.getByTestId("selection-bar").getByRole("button", { name: "Demander les disponibilités" }).click();
  const dialog = page.getByRole("dialog", { name: "Demander les disponibilités" });
  await expect(dialog).toContainText("Par SMS à 3 intérimaires");
  await dialog.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(dialog.getByTestId("availability-request-summary")).toHaveText("1 intérimaire sur 3 a été interrogé.");
  const results = dialog.getByTestId("availability-request-result");
  await expect(results.getByRole("listitem").filter({ hasText: `Bruno ${tag}` })).toContainText("Pas de mobile");
  await expect(results.getByRole("listitem").filter({ hasText: `Chloé ${tag}` })).toContainText("A demandé STOP");
  await expect(results.getByRole("listitem").filter({ hasText: `Anaïs ${tag}` })).toContainText("Interrogé");
  await dialog.getByRole("button", { name: "Fermer" }).click();

  // The question reached Anaïs's phone.
  const e164 = `+33${mobile.replace(/\s/g, "").slice(1)}`;
  await expect(async () => {
    const sent = (await (await api.get(`/v1/dev/outbox?channel=sms&recipient=${encodeURIComponent(e164)}`)).json()) as { body: string }[];
    expect(sent.some((message) => message.body.includes("êtes-vous disponible"))).toBe(true);
  }).toPass({ timeout: 20_000, intervals: [250, 500, 1000] });

  // From her file, for another week.
  await page.goto(`/workers/${reachable.id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Demander les disponibilités" }).click();
  const fileDialog = page.getByRole("dialog", { name: "Demander les disponibilités" });
  await fileDialog.getByLabel("Du", { exact: true }).fill("2031-03-03");
  await fileDialog.getByLabel("Au", { exact: true }).fill("2031-03-09");
  await fileDialog.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(fileDialog.getByTestId("availability-request-summary")).toHaveText("1 intérimaire sur 1 a été interrogé.");
});
