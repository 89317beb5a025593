import { expect, test } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { logIn, mainNavigation } from "./helpers/session";

// Menu entries whose screens come later are real routes, inside the shell, each with its tab title.
const SHELL_SCREENS = [
  { path: "/multiposting", title: "Multidiffusion" },
  { path: "/admin/statistics", title: "Statistiques" },
];

test("every screen still to come is a real page inside the shell, with its own tab title", async ({ page }) => {
  await logIn(page, ACCOUNTS.owner);
  for (const screen of SHELL_SCREENS) {
    const response = await page.goto(screen.path);
    expect(response?.status(), screen.path).toBe(200);
    await expect(page, screen.path).toHaveTitle(`${screen.title} · Intérim`);
    await expect(page.getByRole("heading", { level: 1, name: screen.title }), screen.path).toBeVisible();
    await expect(page.getByTestId("coming-soon"), screen.path).toHaveText("Cet écran arrive dans une prochaine version.");
    await expect(mainNavigation(page), screen.path).toBeVisible();
    await expect(page.getByRole("main"), screen.path).toBeVisible();
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
