import { expect, type Page } from "@playwright/test";

/** How many e-mails /dev/outbox lists for `recipient`. */
export async function countOutboxEmails(page: Page, recipient: string): Promise<number> {
  await page.goto("/dev/outbox");
  return page.getByTestId("outbox-message").filter({ hasText: recipient }).count();
}

/**
 * Waits for a new e-mail to `recipient` on /dev/outbox (the queue consumer records it a moment after
 * the request) and answers the newest one.
 */
export async function waitForNewOutboxEmail(page: Page, recipient: string, countBefore: number) {
  await expect(async () => {
    await page.goto("/dev/outbox");
    expect(await page.getByTestId("outbox-message").filter({ hasText: recipient }).count()).toBeGreaterThan(countBefore);
  }).toPass({ timeout: 20_000, intervals: [250, 500, 1000] });
  // Newest first.
  return page.getByTestId("outbox-message").filter({ hasText: recipient }).first();
}
