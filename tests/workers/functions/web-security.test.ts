import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, signedInUser } from "../factories";
import { readJson } from "../json";

// The factory's requests go to https://api.test: a page of that origin is "same-origin".
const OUR_ORIGIN = "https://api.test";
const FOREIGN_ORIGIN = "https://evil.test";

function cookieOf(token: string) {
  return `__Host-session=${token}`;
}

async function themeOf(userId: number) {
  const row = await env.DB.prepare("SELECT theme FROM users WHERE id = ?").bind(userId).first<{ theme: string | null }>();
  return row?.theme ?? null;
}

describe("/v1 refuses writes a browser sends from another origin with the session cookie", () => {
  it("refuses a cross-site cookie POST with 403, whatever its content type, and leaves the session alone", async () => {
    const user = await signedInUser();
    const attempts: Record<string, string>[] = [
      { "Content-Type": "application/x-www-form-urlencoded", Origin: FOREIGN_ORIGIN },
      { "Content-Type": "text/plain", Origin: FOREIGN_ORIGIN },
      { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site", Origin: "https://staging.api.test" },
      { Origin: "null" },
    ];
    for (const headers of attempts) {
      const response = await api("/v1/auth/logout", { method: "POST", headers: { ...headers, Cookie: cookieOf(user.token) }, body: "{}" });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect((await readJson<{ error: { code: string } }>(response)).error.code).toBe("forbidden");
    }
    expect((await api("/v1/users/me", { token: user.token })).status).toBe(200);
  });

  it("refuses a cross-site JSON PATCH and DELETE made with the cookie: nothing changes", async () => {
    const user = await signedInUser();
    const patch = await api("/v1/account", {
      method: "PATCH",
      headers: { Cookie: cookieOf(user.token), Origin: FOREIGN_ORIGIN, "Sec-Fetch-Site": "cross-site" },
      json: { theme: "dark" },
    });
    expect(patch.status).toBe(403);
    expect(await themeOf(user.id)).not.toBe("dark");
    const signOutEverywhere = await api("/v1/account/sessions", {
      method: "DELETE",
      headers: { Cookie: cookieOf(user.token), Origin: FOREIGN_ORIGIN },
    });
    expect(signOutEverywhere.status).toBe(403);
    expect((await api("/v1/users/me", { token: user.token })).status).toBe(200);
  });

  it("accepts the same write from our own origin", async () => {
    const user = await signedInUser();
    const byOrigin = await api("/v1/account", {
      method: "PATCH",
      headers: { Cookie: cookieOf(user.token), Origin: OUR_ORIGIN },
      json: { theme: "dark" },
    });
    expect(byOrigin.status).toBe(200);
    expect(await themeOf(user.id)).toBe("dark");
    const byFetchMetadata = await api("/v1/account", {
      method: "PATCH",
      headers: { Cookie: cookieOf(user.token), Origin: OUR_ORIGIN, "Sec-Fetch-Site": "same-origin" },
      json: { theme: "light" },
    });
    expect(byFetchMetadata.status).toBe(200);
    expect(await themeOf(user.id)).toBe("light");
  });

  it("accepts a bearer-token write from anywhere (API users, the mobile app)", async () => {
    const user = await signedInUser();
    const response = await api("/v1/account", {
      method: "PATCH",
      token: user.token,
      headers: { Origin: FOREIGN_ORIGIN, "Sec-Fetch-Site": "cross-site" },
      json: { theme: "dark" },
    });
    expect(response.status).toBe(200);
    expect(await themeOf(user.id)).toBe("dark");
  });

  it("accepts a cookie write that no browser sent (neither Origin nor Sec-Fetch-Site: the web Worker's own calls)", async () => {
    const user = await signedInUser();
    const response = await api("/v1/account", { method: "PATCH", headers: { Cookie: cookieOf(user.token) }, json: { theme: "dark" } });
    expect(response.status).toBe(200);
  });
});

describe("the notifications WebSocket checks the page's origin", () => {
  it("refuses a handshake from a page of another origin with the cookie", async () => {
    const user = await signedInUser();
    const response = await api("/v1/notifications/live", {
      headers: { Upgrade: "websocket", Cookie: cookieOf(user.token), Origin: FOREIGN_ORIGIN },
    });
    expect(response.status).toBe(403);
    expect(response.webSocket).toBeNull();
  });

  it("opens for a page of our origin", async () => {
    const user = await signedInUser();
    const response = await api("/v1/notifications/live", {
      headers: { Upgrade: "websocket", Cookie: cookieOf(user.token), Origin: OUR_ORIGIN },
    });
    expect(response.status).toBe(101);
    response.webSocket?.accept();
    response.webSocket?.close(1000, "done");
  });
});

describe("the session cookie", () => {
  it("is a __Host- cookie: Secure, Path=/, no Domain, httpOnly", async () => {
    const user = await signedInUser();
    const response = await api("/v1/auth/login", { method: "POST", json: { email: user.email, password: user.password } });
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^__Host-session=[\w-]+;/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("the old cookie name no longer opens anything", async () => {
    const user = await signedInUser();
    expect((await api("/v1/users/me", { headers: { Cookie: `session=${user.token}` } })).status).toBe(401);
    expect((await api("/v1/users/me", { headers: { Cookie: cookieOf(user.token) } })).status).toBe(200);
  });
});

function expectSecurityHeaders(response: Response) {
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d{7,}/);
  expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("X-Frame-Options")).toBe("DENY");
}

describe("security headers on every /v1 answer", () => {
  it("on JSON, which no cache keeps", async () => {
    const user = await signedInUser();
    const response = await api("/v1/users/me", { token: user.token });
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("on errors: 401, 404, 403, 422", async () => {
    const user = await signedInUser();
    const answers = [
      await api("/v1/users/me"),
      await api("/v1/no-such-thing", { token: user.token }),
      await api("/v1/auth/logout", { method: "POST", headers: { Cookie: cookieOf(user.token), Origin: FOREIGN_ORIGIN } }),
      await api("/v1/account", { method: "PATCH", token: user.token, json: { theme: "purple" } }),
    ];
    expect(answers.map((response) => response.status)).toEqual([401, 404, 403, 422]);
    for (const response of answers) {
      expectSecurityHeaders(response);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("on /v1/docs, whose one inline style carries the nonce its policy names", async () => {
    const response = await api("/v1/docs");
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    const nonce = response.headers.get("Content-Security-Policy")?.match(/style-src 'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const page = await response.text();
    expect(page).toContain(`<style nonce="${nonce}">`);
    expect(page).not.toMatch(/<script/i);
    const again = await api("/v1/docs");
    expect(again.headers.get("Content-Security-Policy")).not.toContain(nonce!);
  });
});
