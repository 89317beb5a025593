import { expect, test } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { logIn, mainNavigation } from "./helpers/session";

// The menu's last entries that once opened a "coming soon" page (multiposting, statistics) are
// screens of their own now, inside the shell.
const SHELL_SCREENS = ["/multiposting", "/admin/statistics"];

test("the menu's multiposting and statistics entries open screens of their own inside the shell", async ({ page }) => {
  await logIn(page, ACCOUNTS.owner);
  for (const path of SHELL_SCREENS) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByTestId("coming-soon"), path).toHaveCount(0);
    await expect(mainNavigation(page), path).toBeVisible();
    await expect(page.getByRole("main"), path).toBeVisible();
  }
});

test("the public registration pages open without signing in and without the shell", async ({ page }) => {
  const registrations = [
    { path: "/inscription/lyon", title: "Inscription" },
    { path: "/express/lyon", title: "Inscription express" },
    { path: "/inscription-borne/lille", title: "Inscription sur borne" },
  ];
  for (const registration of registrations) {
    const response = await page.goto(registration.path);
    expect(response?.status(), registration.path).toBe(200);
    await expect(page, registration.path).toHaveTitle(`${registration.title} · Intérim`);
    // the forms replace the "coming soon" placeholder.
    await expect(page.getByRole("heading", { level: 1, name: registration.title })).toBeVisible();
    await expect(page.getByText("Agence : ")).toBeVisible();
    await expect(mainNavigation(page)).toHaveCount(0);
  }
});
