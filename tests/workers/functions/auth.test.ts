import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createUser, login, signedInUser } from "../factories";
import { readJson } from "../json";
import { forgetCallers } from "#functions/src/middleware/caller-cache";

describe("POST /v1/auth/login", () => {
  it("answers a token, the user and a Secure httpOnly SameSite session cookie", async () => {
    const user = await createUser({ password: "correct-horse" });
    const response = await api("/v1/auth/login", {
      method: "POST",
      json: { email: user.email.toUpperCase(), password: "correct-horse" },
    });
    expect(response.status).toBe(200);
    const body = await readJson<{ token: string; user: Record<string, unknown> }>(response);
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({ id: user.id, email: user.email });
    expect(body.user).not.toHaveProperty("password_hash");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toContain(`session=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("refuses a wrong password and an unknown e-mail with the same 401", async () => {
    const user = await createUser();
    const wrong = await api("/v1/auth/login", { method: "POST", json: { email: user.email, password: "nope-nope" } });
    const unknown = await api("/v1/auth/login", {
      method: "POST",
      json: { email: "nobody@test.interim", password: "nope-nope" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("slows down repeated failures: the sixth attempt in a row is refused with 429 even with the right password", async () => {
    const user = await createUser({ password: "right-one" });
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await api("/v1/auth/login", { method: "POST", json: { email: user.email, password: "wrong-one" } });
      expect(response.status).toBe(401);
    }
    const blocked = await api("/v1/auth/login", { method: "POST", json: { email: user.email, password: "right-one" } });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it("records the sign-in in the activity log with the route path header", async () => {
    const user = await createUser({ password: "logged-in" });
    await api("/v1/auth/login", {
      method: "POST",
      headers: { "X-Route-Path": "/login" },
      json: { email: user.email, password: "logged-in" },
    });
    const row = await env.DB.prepare(
      "SELECT type, schema, route_path, method FROM activity_logs WHERE user_id = ? ORDER BY id DESC LIMIT 1",
    )
      .bind(user.id)
      .first();
    expect(row).toEqual({ type: "login", schema: "sessions", route_path: "/login", method: "POST" });
    const last = await env.DB.prepare("SELECT last_login_at FROM users WHERE id = ?").bind(user.id).first<{ last_login_at: number }>();
    expect(last?.last_login_at).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe("POST /v1/auth/logout", () => {
  it("revokes the session: the token no longer opens anything", async () => {
    const { token } = await signedInUser();
    expect((await api("/v1/users/permissions", { token })).status).toBe(200);
    const logout = await api("/v1/auth/logout", { method: "POST", token });
    expect(logout.status).toBe(204);
    expect(logout.headers.get("Set-Cookie")).toMatch(/session=;/);
    expect((await api("/v1/users/permissions", { token })).status).toBe(401);
  });

  it("answers 204 and clears the cookie even when the session is already gone", async () => {
    const response = await api("/v1/auth/logout", { method: "POST", headers: { Cookie: "__Host-session=revoked-or-forged" } });
    expect(response.status).toBe(204);
    expect(response.headers.get("Set-Cookie")).toMatch(/session=;/);
  });

  it("accepts the session cookie as well as a bearer token", async () => {
    const { token } = await signedInUser();
    const response = await api("/v1/users/permissions", { headers: { Cookie: `__Host-session=${token}` } });
    expect(response.status).toBe(200);
  });
});

describe("password reset", () => {
  it("answers 202 whether or not the account exists, and stores a reset token only for a real one", async () => {
    const user = await createUser();
    const known = await api("/v1/auth/forgot-password", { method: "POST", json: { email: user.email } });
    const unknown = await api("/v1/auth/forgot-password", { method: "POST", json: { email: "ghost@test.interim" } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.text()).toBe(await unknown.text());
    const tokens = await env.DB.prepare("SELECT count(*) AS n FROM password_reset_tokens WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(tokens?.n).toBe(1);
  });

  it("a reset link changes the password once, signs the user out everywhere, and is spent", async () => {
    const user = await createUser({ password: "before-reset" });
    const oldSession = await login(user.email, "before-reset");
    const token = "reset-" + crypto.randomUUID() + crypto.randomUUID();
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
    const hash = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
    await env.DB.prepare("INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
      .bind(hash, user.id, Date.now(), Date.now() + 60_000)
      .run();
    const reset = await api("/v1/auth/reset-password", { method: "POST", json: { token, password: "after-reset" } });
    expect(reset.status).toBe(204);
    expect((await api("/v1/users/permissions", { token: oldSession })).status).toBe(401);
    expect(await login(user.email, "after-reset")).toBeTruthy();
    const again = await api("/v1/auth/reset-password", { method: "POST", json: { token, password: "third-one" } });
    expect(again.status).toBe(404);
  });

  it("refuses an unknown reset token without touching anything", async () => {
    const response = await api("/v1/auth/reset-password", {
      method: "POST",
      json: { token: "x".repeat(43), password: "another-one" },
    });
    expect(response.status).toBe(404);
  });
});

describe("API users", () => {
  it("authenticate with a bearer API token while they keep API access", async () => {
    const user = await createUser({ apiAccess: true });
    const token = "api-token-" + crypto.randomUUID();
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
    const hash = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
    await env.DB.prepare("INSERT INTO api_tokens (user_id, token_hash, name, created_at) VALUES (?, ?, 'ci', ?)")
      .bind(user.id, hash, Date.now())
      .run();
    expect((await api("/v1/users/permissions", { token })).status).toBe(200);

    // Withdrawn outside this isolate (no write reached it): refused once its caller cache lets go.
    await env.DB.prepare("UPDATE users SET api_access = 0 WHERE id = ?").bind(user.id).run();
    forgetCallers();
    expect((await api("/v1/users/permissions", { token })).status).toBe(401);
  });

  it("a deleted user's session stops working", async () => {
    const user = await createUser();
    const token = await login(user.email, user.password);
    await env.DB.prepare("UPDATE users SET deleted_at = ? WHERE id = ?").bind(Date.now(), user.id).run();
    expect((await api("/v1/users/permissions", { token })).status).toBe(401);
  });
});
