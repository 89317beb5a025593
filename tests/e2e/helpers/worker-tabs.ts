import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./session";
import { createWorker, letterTag } from "./worker-profile";

export type WorkerTab = "availabilities" | "comments" | "equipment" | "emergency-contacts" | "documents" | "interview";

/** A worker of the page user's space, created through /v1 for one test: a name of its own, an e-mail. */
export async function createTabsWorker(page: Page): Promise<{ id: number; name: string }> {
  const tag = letterTag();
  const worker = await createWorker(page, { first_name: "Lucas", last_name: `Bernard ${tag}`, email: `lucas.bernard.${tag}@exemple.test` });
  return { id: worker.id, name: `Lucas Bernard ${tag}` };
}

/** Opens one tab of a worker's file and waits until its buttons work. */
export async function openWorkerTab(page: Page, workerId: number, tab: WorkerTab) {
  await page.goto(`/workers/${workerId}/${tab}`);
  await waitForHydration(page);
}

/** Writes to a worker's sub-resource through /v1 with the page's session ("meanwhile", in another tab). */
export async function postForWorker(
  page: Page,
  workerId: number,
  resource: string,
  data: Record<string, unknown>,
): Promise<{ id: number }> {
  const response = await page.request.post(`/v1/workers/${workerId}/${resource}`, { headers: { "X-Route-Path": "/e2e" }, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** The snackbar's text (spec 000 §8 messages, confirmations). */
export function snackbar(page: Page) {
  return page.getByTestId("snackbar-message");
}
