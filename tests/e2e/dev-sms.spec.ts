import { expect, test } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs } from "./helpers/api";
import { logIn, waitForHydration } from "./helpers/session";
import { createWorker, letterTag, newMobile } from "./helpers/worker-profile";

// /dev/sms (decision 0045): the SMS the local driver recorded with the worker each went to, and a form
// that plays the worker's reply through the same queue and consumer as SMSFactor's webhook; the reply
// then shows beside the SMS sent, with the worker's name.

test("a worker's reply is played from /dev/sms and shows beside the SMS sent, with the worker's name", async ({ page, baseURL }) => {
  await logIn(page, ACCOUNTS.adminLyon);
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const lastName = `Sms${letterTag()}`;
  const mobile = newMobile();
  const worker = await createWorker(page, { first_name: "Inès", last_name: lastName, mobile_phone_number: mobile });
  const asked = await api.post("/v1/workers/availability-requests", { data: { worker_ids: [worker.id] } });
  expect(asked.status()).toBe(202);

  const sent = page.getByTestId("outbox-sms").filter({ hasText: `Inès ${lastName}` });
  await expect(async () => {
    await page.goto("/dev/sms");
    await expect(sent).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000, intervals: [250, 500, 1000] });
  await expect(sent).toContainText(`À ${mobile}`);
  await expect(sent).toContainText("êtes-vous disponible");

  // "Répondre" fills in the worker's number; the worker says yes.
  await waitForHydration(page);
  await sent.getByRole("link", { name: "Répondre à ce SMS" }).click();
  const form = page.getByRole("region", { name: "Jouer la réponse d'un intérimaire" });
  await expect(form.getByLabel("Numéro")).toHaveValue(mobile);
  await form.getByLabel("Texte").fill("OUI");
  await form.getByRole("button", { name: "Envoyer la réponse" }).click();
  await expect(form.getByText("Réponse reçue : elle est en cours de traitement.")).toBeVisible();
  await expect(form.getByLabel("Texte")).toHaveValue("");

  const reply = page.getByTestId("inbound-sms").filter({ hasText: `Inès ${lastName}` });
  await expect(reply).toContainText(`De ${mobile}`);
  await expect(reply).toContainText("OUI");

  // The consumer read it as the answer to the question: her availability is recorded.
  await expect(async () => {
    await page.goto(`/workers/${worker.id}/availabilities`);
    await expect(page.getByText("Disponible", { exact: true }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000, intervals: [500, 1000] });
});
