import { expect, test } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs, uniqueTag } from "./helpers/api";

// An SMS sent through POST /v1/sms, the API alone, goes through the queue and the local driver, and
// shows at /dev/sms (the sending dialog's own test is sms-and-notifications.spec.ts).

test("an SMS sent to a worker shows at /dev/sms with its number and text", async ({ page, baseURL }) => {
  const api = await apiAs(baseURL!, ACCOUNTS.owner);
  const tag = uniqueTag();
  const mobile = `0651${String(Math.floor(Math.random() * 1_000_000)).padStart(6, "0")}`;
  const created = await api.post("/v1/workers", {
    data: {
      space_id: 1,
      first_name: "Sacha",
      last_name: "Lefebvre",
      sex: "misses",
      birth_date: "1991-02-03",
      email: `sms-${tag}@exemple.fr`,
      mobile_phone_number: mobile,
      postal_code: "69003",
      postal_city: "Lyon",
      favorite_jobs: ["Cariste"],
      transportation_means: ["car"],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const workerId = ((await created.json()) as { id: number }).id;

  const text = `Mission demain 8 h à Lyon 👍 réf ${tag}`;
  const sent = await api.post("/v1/sms", { data: { worker_ids: [workerId], message: text } });
  expect(sent.status(), await sent.text()).toBe(202);
  expect(await sent.json()).toMatchObject({ messages: [{ worker_id: workerId, status: "queued" }] });

  await expect(async () => {
    await page.goto("/dev/sms");
    await expect(page.getByTestId("outbox-sms").filter({ hasText: tag })).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000, intervals: [250, 500, 1000] });
  const sms = page.getByTestId("outbox-sms").filter({ hasText: tag });
  await expect(page).toHaveTitle("SMS envoyés (local) · Intérim");
  // The number as staff read it, then the worker it went to.
  await expect(sms.getByRole("heading")).toContainText(`À ${mobile.replace(/(\d{2})(?=\d)/g, "$1 ")} · `);
  await expect(sms.getByText(text)).toBeVisible();

  // The worker file's SMS list shows it sent.
  const list = await api.get(`/v1/workers/${workerId}/sms`);
  expect(await list.json()).toMatchObject([{ body: text, status: "sent", encoding: "UCS-2" }]);
  await api.dispose();
});
