import { expect, test } from "./helpers/test";

test("an unknown URL answers 404 with the not-found page and the service-desk link", async ({ page }) => {
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page introuvable · Intérim");
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
  await expect(page.getByText("signalez-la sur le portail du service d'assistance")).toBeVisible();
  await expect(page.getByText("capture d'écran")).toBeVisible();
  const portal = page.getByRole("link", { name: /Ouvrir le portail d'assistance/ });
  await expect(portal).toHaveAttribute("href", "https://support.interim.example/servicedesk");
  await expect(portal).toHaveAttribute("target", "_blank");
});
