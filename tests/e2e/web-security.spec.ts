import { type Response } from "@playwright/test";
import { expect, test, type Page } from "./helpers/test";
import { SESSION_COOKIE } from "#web/app/lib/cookies";
import { ACCOUNTS, DEMO_PASSWORD } from "./helpers/accounts";
import { logIn, mainNavigation, waitForHydration } from "./helpers/session";
import { createWorker, letterTag } from "./helpers/worker-profile";

/**
 * Collects every Content-Security-Policy violation of the page: Chromium's own console report
 * ("Refused to …") and the `securitypolicyviolation` events, which the init script (run by the
 * browser, outside the page's policy) turns into console messages.
 */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to|csp violation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`csp violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

function expectSecurityHeaders(response: Response | null) {
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[\w+/=]{20,}'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  expect(headers["referrer-policy"]).toBe("same-origin");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
}

test.describe("the pages under their Content-Security-Policy", () => {
  test("hydrate and work, signed out and in, with no policy violation", async ({ page }) => {
    const violations = await watchPolicyViolations(page);

    const login = await page.goto("/login");
    expectSecurityHeaders(login);
    await waitForHydration(page);
    // The nonce of the header is the one on React Router's inline scripts, and differs on every answer.
    const nonce = login!.headers()["content-security-policy"]!.match(/'nonce-([^']+)'/)![1]!;
    expect(await page.locator("script:not([src])").count()).toBeGreaterThan(0);
    for (const script of await page.locator("script:not([src])").all()) {
      expect(await script.evaluate((element) => (element as HTMLScriptElement).nonce)).toBe(nonce);
    }
    const again = await page.goto("/login");
    expect(again!.headers()["content-security-policy"]).not.toContain(nonce);

    await logIn(page, ACCOUNTS.agentLyon);
    await mainNavigation(page).getByRole("link", { name: "Personnel" }).click();
    await expect(page).toHaveURL(/\/workers/);
    await mainNavigation(page).getByRole("link", { name: "Entreprises" }).click();
    await expect(page).toHaveURL(/\/companies/);
    await page.getByRole("button", { name: "Créer" }).click();
    await expect(page.getByRole("menuitem", { name: "Intérimaire" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.reload();
    await waitForHydration(page);

    expect(violations).toEqual([]);
  });

  test("the static scripts and styles carry the fixed headers too", async ({ request }) => {
    test.skip(Boolean(process.env.E2E_DEV), "the dev server serves the sources, not the built files of public/_headers");
    const page = await (await request.get("/login")).text();
    const assets = [...page.matchAll(/"(\/assets\/[\w.-]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets.slice(0, 3)) {
      const answer = await request.get(asset);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers()["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
      expect(answer.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });

  test("the session cookie set at login is a __Host- cookie", async ({ page }) => {
    await logIn(page, ACCOUNTS.agentLille);
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(SESSION_COOKIE).toBe("__Host-session");
    expect(session).toMatchObject({ secure: true, httpOnly: true, path: "/", sameSite: "Lax" });
    expect(session!.domain).not.toMatch(/^\./);
    expect(cookies.some((cookie) => cookie.name === "session")).toBe(false);
  });

  test("a signed-in page opens the notifications WebSocket under its policy", async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await logIn(page, ACCOUNTS.agentLille);
    const outcome = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const socket = new WebSocket(`${location.origin.replace(/^http/, "ws")}/v1/notifications/live`);
          socket.onopen = () => {
            socket.close(1000, "done");
            resolve("open");
          };
          socket.onerror = () => resolve("refused");
        }),
    );
    expect(outcome).toBe("open");
    expect(violations).toEqual([]);
  });

  test("a page with personal data (a worker's file) is never stored, and carries the headers", async ({ page }) => {
    await logIn(page, ACCOUNTS.adminLyon);
    const { id } = await createWorker(page, {
      first_name: "Léa",
      last_name: `Garnier ${letterTag()}`,
      email: `lea.${letterTag()}@example.fr`,
    });
    const file = await page.goto(`/workers/${id}`);
    expect(file!.status()).toBe(200);
    expectSecurityHeaders(file);
    expect(file!.headers()["cache-control"]).toBe("no-store");
    const data = await page.request.get(`/workers/${id}.data`);
    expect(data.headers()["cache-control"]).toBe("no-store");
  });
});

/** Another origin on this machine (the next port): whatever port the tests are served on, never ours. */
function anotherLocalOrigin(baseURL: string): string {
  const url = new URL(baseURL);
  url.port = String(Number(url.port) + 1);
  return url.origin;
}

test.describe("another site cannot act through a signed-in browser", () => {
  // The refusal has no body (web/worker.ts): a browser shows its own error page, the headless shell an
  // empty document at our address. Neither is a screen of ours to audit; the other pages here are not ours.
  test.use({ auditScreens: false });

  // A page of another origin, served by the browser itself: its form posts to one of our route actions.
  async function openHostilePage(page: Page, origin: string, target: string, fields: Record<string, string>) {
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input name="${name}" value="${value}">`)
      .join("");
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: `<form method="post" action="${target}">${inputs}<button>Go</button></form>` }),
    );
    await page.goto(`${origin}/prize`);
  }

  for (const site of ["another site", "another local port"] as const) {
    test(`a form on ${site} posting to the login action is refused (403), nobody is signed in`, async ({ page, baseURL }) => {
      const origin = site === "another site" ? "http://evil.test" : anotherLocalOrigin(baseURL!);
      await openHostilePage(page, origin, `${baseURL}/login`, { email: ACCOUNTS.agentLyon, password: DEMO_PASSWORD });
      const [answer] = await Promise.all([page.waitForResponse(`${baseURL}/login`), page.getByRole("button", { name: "Go" }).click()]);
      expect(answer.status()).toBe(403);
      expect((await page.context().cookies(baseURL)).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
    });
  }

  test("a signed-in user's session survives a cross-origin post to the logout action", async ({ page, baseURL }) => {
    await logIn(page, ACCOUNTS.agentLyon);
    await openHostilePage(page, anotherLocalOrigin(baseURL!), `${baseURL}/logout`, {});
    const [answer] = await Promise.all([page.waitForResponse(`${baseURL}/logout`), page.getByRole("button", { name: "Go" }).click()]);
    expect(answer.status()).toBe(403);
    // The browser's cookie still opens the user's account.
    expect((await page.request.get("/v1/users/me")).status()).toBe(200);
  });

  test("no page of ours can be framed by another site", async ({ page, baseURL }) => {
    // Another local origin (another port): Chromium would not even let a public site frame localhost.
    const framer = anotherLocalOrigin(baseURL!);
    await page.route(`${framer}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: `<iframe name="victim" src="${baseURL}/login"></iframe>` }),
    );
    await page.goto(`${framer}/frame`);
    const victim = page.frame({ name: "victim" })!;
    // The browser fetched our page, then refused to show it: the frame ends on an error page, not ours.
    await expect.poll(() => victim.url()).not.toBe("about:blank");
    expect(victim.url()).not.toBe(`${baseURL}/login`);
    await expect(page.frameLocator("iframe").getByLabel("Adresse e-mail")).toHaveCount(0);
  });
});
