import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./session";

/**
 * A word of letters only, unique to a test run, for worker names (spec 000 §5: no digits in a name):
 * the name filter then finds the test's own workers and nothing of the demo data.
 */
export function letterTag(length = 9): string {
  const letters = Array.from({ length }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");
  return letters[0]!.toUpperCase() + letters.slice(1);
}

interface NewWorker {
  first_name: string;
  last_name: string;
  postal_code?: string;
  postal_city?: string;
  [field: string]: unknown;
}

/** Creates a worker in the page user's first space through /v1 (with the page's session). */
export async function createWorker(page: Page, worker: NewWorker): Promise<{ id: number }> {
  const me = await page.request.get("/v1/users/me");
  const { space_ids } = (await me.json()) as { space_ids: number[] };
  const email = `worker.${Math.random().toString(36).slice(2, 12)}@example.test`;
  const response = await page.request.post("/v1/workers", {
    headers: { "X-Route-Path": "/e2e" },
    data: { space_id: space_ids[0], email, ...worker },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** Opens the worker list and waits until it reacts to clicks. */
export async function openWorkerList(page: Page, search = "") {
  await page.goto(`/workers${search}`);
  await waitForHydration(page);
  await expect(page.getByTestId("worker-count")).toBeVisible();
}

/** The cards of the list, and the card of the worker whose last name is given. */
export function workerCards(page: Page) {
  return page.getByTestId("worker-card");
}

export function workerCard(page: Page, lastName: string) {
  return workerCards(page).filter({ hasText: lastName.toUpperCase() });
}
