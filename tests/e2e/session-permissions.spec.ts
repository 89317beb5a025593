import { SESSION_COOKIE } from "#web/app/lib/cookies";
import { expect, test } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { logIn } from "./helpers/session";

// Spec 000 §4 and §7: the first load of a protected page asks GET /v1/users/permissions, and any
// failure of that call, not only a 401, signs the user out and sends them to the login screen.

test("the first load of a protected page asks for the user's permissions", async ({ page }) => {
  await logIn(page, ACCOUNTS.agentLyon);
  // The page logIn opened asks too, once hydrated: its answer may still arrive after this listener starts,
  // so the one awaited is the call the worker list's load made.
  const asked = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/v1/users/permissions" && response.request().headers()["x-route-path"] === "/workers",
    { timeout: 45_000 },
  );
  await page.goto("/workers");
  const answer = await asked;
  expect(answer.status()).toBe(200);
  // The agent's permissions (another browser test may have changed the demo agent's optional ones).
  expect(await answer.json()).toMatchObject({ permissions: expect.arrayContaining(["order_template_temporary_work"]) });
});

for (const [failure, fail] of [
  ["a server error", (route: { fulfill(options: object): Promise<void> }) => route.fulfill({ status: 503, body: "{}" })],
  ["a refusal", (route: { fulfill(options: object): Promise<void> }) => route.fulfill({ status: 403, body: "{}" })],
  ["no network", (route: { abort(): Promise<void> }) => route.abort()],
] as const) {
  test(`${failure} on the permissions call signs out to the login screen`, async ({ page }) => {
    await logIn(page, ACCOUNTS.agentLyon);
    await page.route("**/v1/users/permissions", (route) => fail(route as never));
    await page.goto("/workers");
    await expect(page).toHaveURL(/\/login$/, { timeout: 45_000 });
    // Signed out for real: the session cookie is gone, and a protected page asks to sign in again.
    expect((await page.context().cookies()).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
    await page.unroute("**/v1/users/permissions");
    await page.goto("/home");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fhome$/);
  });
}
