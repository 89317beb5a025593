import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cloudflareContext, type WebBindings } from "#web/app/lib/cloudflare-context";
import { SESSION_COOKIE } from "./cookies";
import { requireSession } from "./session.server";

// Spec 000 §4: a protected page loads the user's rights; without a session it goes to the login
// screen, and if loading them fails in any other way the user is signed out on the way there.

const ME = {
  user: {
    id: 3,
    email: "agent@demo.interim.test",
    first_name: "Agnès",
    last_name: "Martin",
    is_admin: false,
    api_access: false,
    locale: "fr",
    theme: "light",
  },
  permissions: [],
  space_ids: [1],
};

async function sessionCheck(answer: () => Response | Promise<Response>) {
  const api: WebBindings["API"] = { fetch: async () => answer() };
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env: { API: api } as WebBindings, ctx: { waitUntil: () => undefined } });
  const request = new Request("http://localhost/orders?state=closed", { headers: { Cookie: `${SESSION_COOKIE}=abc` } });
  try {
    return { session: await requireSession({ request, context }) };
  } catch (thrown) {
    return { thrown: thrown as Response };
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("requireSession", () => {
  it("gives the session when /v1 answers it", async () => {
    expect((await sessionCheck(() => json(ME))).session).toEqual(ME);
  });

  it("sends a signed-out visitor to the login screen, which brings them back", async () => {
    const { thrown } = await sessionCheck(() => json({ error: { code: "unauthenticated" } }, 401));
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers.get("Location")).toBe("/login?redirectTo=%2Forders%3Fstate%3Dclosed");
  });

  it.each([
    ["a server error", () => json({ error: { code: "internal" } }, 500)],
    ["a refusal", () => json({ error: { code: "forbidden" } }, 403)],
    ["an unreadable answer", () => json({ unexpected: true })],
    [
      "an unreachable API",
      () => {
        throw new TypeError("fetch failed");
      },
    ],
  ])("signs out on %s, dropping the session cookie on the way to the login screen", async (_, answer) => {
    const { thrown } = await sessionCheck(answer);
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers.get("Location")).toBe("/login?redirectTo=%2Forders%3Fstate%3Dclosed");
    expect(thrown?.headers.get("Set-Cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=; Path=/; Max-Age=0`));
  });
});
