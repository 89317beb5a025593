import { cvPdf } from "#tests/fixtures/cv-pdf";
import { ACCOUNTS } from "./helpers/accounts";
import { createCompany } from "./helpers/companies";
import { ScreenAuditor } from "./helpers/screen-audit";
import { screenRoutes, urlOf, type ScreenRoute } from "./helpers/screen-routes";
import { submitLogin, waitForHydration, waitUntilReady } from "./helpers/session";
import { expect, test, type Page } from "./helpers/test";
import { createWorker, letterTag } from "./helpers/workers-list";

// every screen, and the shell's dialogs and menus, audited against WCAG 2.2 A and AA in both themes on
// a desktop and on a phone. The audit itself is the `test` fixture's (helpers/test.ts): this spec only
// makes sure each screen is reached in each combination. Screens come from routes.ts.

const DEVICES = [
  { device: "desktop", viewport: { width: 1280, height: 800 } },
  // 320 CSS pixels: the narrowest phone, and a 1280-pixel window zoomed to 400 % (WCAG 1.4.10).
  { device: "phone", viewport: { width: 320, height: 640 } },
] as const;

/** Values for the routes' parameters; the worker and company ones are made by each test. */
const FIXED_VALUES: Record<string, string> = {
  "/reset-password/:token": "an-unknown-token",
  "/inscription/:agency": "lyon",
  "/express/:agency": "lyon",
  "/inscription-borne/:agency": "lille",
  "/admin/spaces/:id": "1",
  "/admin/spaces/update/:id": "1",
  "/admin/users/:id": "2",
  "/admin/users/update/:id": "2",
  "/space/users/:id": "2",
  "/space/users/update/:id": "2",
  // The demo data holds no declaration: the not-found screen is audited here; tests/e2e/dpae.spec.ts audits a real one.
  "/dpae/:id": "1",
  "/offres/:agency": "lyon",
  // The demo data publishes no offer: the not-found screens are audited here; tests/e2e/multiposting.spec.ts
  // audits a published offer's page and an offer's screens.
  "/offres/:agency/:id": "999999",
  "/multiposting/:id": "999999",
  "/multiposting/:id/edit": "999999",
  "/timesheets/:id": "999999",
  // Links no one sent: the page telling the reader it is not valid; the timesheet specs audit real ones.
  "/valider-heures/:code": "an-unknown-code",
  "/mes-heures/:code": "an-unknown-code",
};

/**
 * Puts the page in a theme as the server renders it from the theme cookie (root.tsx: the `dark` class
 * and the color-scheme meta): the same markup in the other theme, without loading the page again.
 */
async function showTheme(page: Page, theme: "light" | "dark") {
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle("dark", dark);
    document.querySelector('meta[name="color-scheme"]')?.setAttribute("content", dark ? "dark" : "light");
  }, theme === "dark");
}

// The two devices are independent: each may run in a browser worker of its own.
test.describe.configure({ mode: "parallel" });

for (const { device, viewport } of DEVICES) {
  test.describe(`both themes on a ${device}`, () => {
    test.use({ viewport });

    test("every screen, dialog and menu meets WCAG 2.2 AA, without horizontal scrolling", async ({
      page,
      context,
      baseURL,
      screenAudit,
    }) => {
      test.setTimeout(600_000);
      await context.addCookies([
        { name: "theme", value: "light", url: baseURL! },
        // The owner works in Lyon: the company and worker screens show their lists, not "choose a space".
        { name: "space_id", value: "1", url: baseURL! },
      ]);
      const routes = screenRoutes();

      /** The page as it is now, in the light theme and then in the dark one. */
      async function auditBothThemes() {
        await screenAudit.auditNow(page);
        await showTheme(page, "dark");
        await screenAudit.auditNow(page);
        await showTheme(page, "light");
      }

      async function visit(route: ScreenRoute, values: Record<string, string>) {
        const url = urlOf(route.pattern, values);
        const response = await page.goto(url);
        expect(response?.status(), url).toBeLessThan(500);
        await waitUntilReady(page);
        await auditBothThemes();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect.soft(overflow, `${url} scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(0);
      }

      for (const route of routes.filter((route) => !route.signedIn)) await visit(route, FIXED_VALUES);

      await submitLogin(page, ACCOUNTS.owner);
      await expect(page).toHaveURL(/\/home$/);
      const values = await demoValues(page);
      for (const route of routes.filter((route) => route.signedIn)) await visit(route, values);

      await page.goto("/home");
      await waitForHydration(page);
      await auditShellOverlays(page, device, auditBothThemes);
    });
  });
}

test("the audit itself finds a fault put into a screen", async ({ browser, baseURL }) => {
  // A context of its own, audited by a ScreenAuditor of its own, on a state no other test reaches.
  const context = await browser.newContext({ baseURL });
  const auditor = new ScreenAuditor(new URL(baseURL!).origin);
  await auditor.attach(context);
  const page = await context.newPage();
  await page.goto("/login?audit-self-check=1");
  await waitForHydration(page);
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.src = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";
    document.querySelector("main")?.append(image);
    // A refused field makes it a new state, audited even if the page was audited before the image came.
    document.querySelector("input")?.setAttribute("aria-invalid", "true");
  });
  const violations = await auditor.finish([page]);
  await context.close();
  expect(violations.map((violation) => violation.rule)).toContain("image-alt");
});

test("the accessibility statement is public, in six languages, linked from the login page and the account menu", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Accessibilité : partiellement conforme" }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page).toHaveTitle("Déclaration d'accessibilité · Intérim");
  await expect(page.getByRole("heading", { level: 2, name: "Retour d'information et contact" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contacter le support" })).toHaveAttribute(
    "href",
    "https://support.interim.example/servicedesk",
  );

  await waitForHydration(page);
  const headings = {
    English: "Accessibility statement",
    Español: "Declaración de accesibilidad",
    Deutsch: "Erklärung zur Barrierefreiheit",
    Português: "Declaração de acessibilidade",
    Italiano: "Dichiarazione di accessibilità",
    Français: "Déclaration d'accessibilité",
  };
  for (const [language, heading] of Object.entries(headings)) {
    await page.getByTestId("language-switch").click();
    await page.getByRole("menuitem", { name: language }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }

  await submitLogin(page, ACCOUNTS.agentLille);
  await expect(page).toHaveURL(/\/home$/);
  await waitForHydration(page);
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "Accessibilité" }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
});

test.describe("zoomed to 200 %", () => {
  // A 1280 × 800 window at 200 % zoom lays pages out in 640 × 400 CSS pixels. The screens are audited
  // at 1280 and 320 pixels above; here, only that nothing scrolls sideways.
  test.use({ viewport: { width: 640, height: 400 }, auditScreens: false });

  test("no screen scrolls sideways", async ({ page }) => {
    test.setTimeout(180_000);
    const routes = screenRoutes();
    async function visit(route: ScreenRoute, values: Record<string, string>) {
      const url = urlOf(route.pattern, values);
      await page.goto(url);
      await waitUntilReady(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect.soft(overflow, `${url} scrolls sideways at 640 px`).toBeLessThanOrEqual(0);
    }
    for (const route of routes.filter((route) => !route.signedIn)) await visit(route, FIXED_VALUES);
    await submitLogin(page, ACCOUNTS.owner);
    await expect(page).toHaveURL(/\/home$/);
    const values = await demoValues(page);
    for (const route of routes.filter((route) => route.signedIn)) await visit(route, values);
  });
});

/** The parameter values of every route, with a worker and a company made for the test. */
async function demoValues(page: Page): Promise<Record<string, string>> {
  const worker = await createWorker(page, { first_name: "Camille", last_name: `Accessible ${letterTag()}` });
  const company = await createCompany(page, { name: `Accessible ${letterTag()}` });
  // A CV on the worker's file, for the anonymisation and sending screens.
  const cv = await cvPdf({
    firstName: "Camille",
    lastName: "Accessible",
    email: "camille@exemple.test",
    phone: "06 12 34 56 78",
    street: "1 rue Neuve",
    postalCode: "69001",
    city: "Lyon",
  });
  const uploaded = await page.request.post(`/v1/workers/${worker.id}/documents`, {
    headers: { "X-Route-Path": "/e2e" },
    multipart: { type: "cv", file: { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from(cv) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const document = (await uploaded.json()) as { id: number };
  // An order with a period, for the order file and its status view.
  const me = (await (await page.request.get("/v1/users/me")).json()) as { space_ids: number[] };
  const ordered = await page.request.post("/v1/orders", {
    headers: { "X-Route-Path": "/e2e" },
    data: {
      space_id: me.space_ids[0],
      company_id: company.id,
      contract_type: "temporary_work",
      quantity: 1,
      periods: [{ starts_at: "2030-01-07T07:00:00Z", ends_at: "2030-01-07T16:00:00Z" }],
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const order = (await ordered.json()) as { id: number };
  return {
    ...FIXED_VALUES,
    "/workers/:id": String(worker.id),
    "/workers/update/:id": String(worker.id),
    "/companies/:id": String(company.id),
    "/workers/:id/documents/:documentId": String(document.id),
    "/orders/:id": String(order.id),
    "/orders/:id/:status": "waiting",
  };
}

/** Opens each dialog, menu and panel of the shell in turn, audits it open, and closes it again. */
async function auditShellOverlays(page: Page, device: "desktop" | "phone", audit: () => Promise<void>) {
  async function openAndAudit(open: () => Promise<void>, overlay: ReturnType<Page["getByRole"]>) {
    await open();
    await expect(overlay).toBeVisible();
    await audit();
    await page.keyboard.press("Escape");
    await expect(overlay).toBeHidden();
  }
  const userMenu = page.getByTestId("user-menu");
  await openAndAudit(() => page.getByRole("button", { name: "Créer" }).click(), page.getByRole("menu"));
  await openAndAudit(() => userMenu.click(), page.getByRole("menu"));
  if (device === "phone") {
    // The user settings dialog opens from the phone's drawer; the account menu has one settings entry,
    // "Mon compte".
    await openAndAudit(
      async () => {
        await page.getByRole("button", { name: "Ouvrir le menu" }).click();
        await page.getByRole("button", { name: "Paramètres utilisateur" }).click();
      },
      page.getByRole("dialog", { name: "Paramètres utilisateur" }),
    );
  }
  await openAndAudit(async () => {
    await userMenu.click();
    await page.getByRole("menuitem", { name: "Changer d'espace" }).click();
  }, page.getByRole("dialog"));
  await openAndAudit(
    () => page.getByRole("button", { name: "Notifications" }).click(),
    page.getByText("Notifications", { exact: true }).last(),
  );
  if (device === "desktop") {
    await openAndAudit(() => page.getByTestId("language-switch").click(), page.getByRole("menu"));
  } else {
    await openAndAudit(() => page.getByRole("button", { name: "Ouvrir le menu" }).click(), page.getByRole("dialog"));
  }
}
