import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, createUser, login, resetTokenFor, signedInUser } from "../factories";
import { sha256Hex } from "#domain/auth/tokens";
import { readJson } from "../json";

// Decision 0011: the paths by which someone holding a session, a link or a token
// for a while could keep or take an account.

/** An API token stored as POST /v1/users/{id}/api-token would, with the given dates. */
async function apiTokenFor(userId: number, dates: { createdAt?: number; expiresAt?: number | null } = {}) {
  const token = "itk_" + crypto.randomUUID();
  await env.DB.prepare("INSERT INTO api_tokens (user_id, token_hash, name, created_at, expires_at) VALUES (?, ?, 'ci', ?, ?)")
    .bind(
      userId,
      await sha256Hex(token),
      dates.createdAt ?? Date.now(),
      dates.expiresAt === undefined ? Date.now() + 86_400_000 : dates.expiresAt,
    )
    .run();
  return token;
}

function resetPassword(token: string, password: string) {
  return api("/v1/auth/reset-password", { method: "POST", json: { token, password } });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("changing one's e-mail", () => {
  it("needs the current password: missing or wrong is a 422 on that field, and nothing changes", async () => {
    const user = await signedInUser({ password: "mine-mine" });
    const newEmail = `new-${crypto.randomUUID()}@test.interim`;
    const missing = await api("/v1/account", { method: "PATCH", token: user.token, json: { email: newEmail } });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ error: { fields: [{ field: "current_password", reason: "required" }] } });
    const wrong = await api("/v1/account", { method: "PATCH", token: user.token, json: { email: newEmail, current_password: "not-mine" } });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ error: { fields: [{ field: "current_password", reason: "incorrect" }] } });
    expect(await (await api("/v1/account", { token: user.token })).json()).toMatchObject({ email: user.email });
  });

  it("with the current password, changes it, tells the old address through the queue and spends pending reset links", async () => {
    const user = await signedInUser({ password: "mine-mine" });
    const pendingLink = await resetTokenFor(user.id);
    const send = vi.spyOn(env.JOBS, "send");
    const newEmail = `new-${crypto.randomUUID()}@test.interim`;
    const changed = await api("/v1/account", {
      method: "PATCH",
      token: user.token,
      json: { first_name: "Inès", email: newEmail, current_password: "mine-mine" },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ email: newEmail, first_name: "Inès" });

    expect(send).toHaveBeenCalledTimes(1);
    const job = send.mock.calls[0]![0] as { type: string; payload: { to: string; subject: string; text: string } };
    expect(job).toMatchObject({ type: "email.send", payload: { to: user.email } });
    expect(job.payload.subject).toBe("L'adresse e-mail de votre compte a été modifiée");
    expect(job.payload.text).toContain(newEmail);

    expect((await resetPassword(pendingLink, "hijacked")).status).toBe(404);
    expect(await login(newEmail, "mine-mine")).toBeTruthy();
    const log = await env.DB.prepare("SELECT changes FROM activity_logs WHERE user_id = ? AND type = 'update' ORDER BY id DESC LIMIT 1")
      .bind(user.id)
      .first<{ changes: string }>();
    expect(log?.changes).not.toContain("current_password");
    expect(log?.changes).not.toContain("mine-mine");
  });

  it("does not ask for the password when the e-mail sent is the one already held (the form always sends it)", async () => {
    const user = await signedInUser();
    const send = vi.spyOn(env.JOBS, "send");
    const response = await api("/v1/account", { method: "PATCH", token: user.token, json: { email: user.email, last_name: "Durand" } });
    expect(response.status).toBe(200);
    expect(send).not.toHaveBeenCalled();
  });
});

describe("a password reset", () => {
  it("revokes the user's API token and their other live reset links", async () => {
    const user = await createUser({ apiAccess: true, password: "before-reset" });
    const apiToken = await apiTokenFor(user.id);
    expect((await api("/v1/users/permissions", { token: apiToken })).status).toBe(200);
    const used = await resetTokenFor(user.id);
    const other = await resetTokenFor(user.id);

    expect((await resetPassword(used, "after-reset")).status).toBe(204);
    expect((await api("/v1/users/permissions", { token: apiToken })).status).toBe(401);
    expect((await resetPassword(other, "third-password")).status).toBe(404);
    expect(await login(user.email, "after-reset")).toBeTruthy();
  });

  it("spent twice at once changes the password once and revokes nothing for the loser", async () => {
    const user = await createUser({ password: "before-race" });
    const link = await resetTokenFor(user.id);
    const answers = await Promise.all([resetPassword(link, "racer-one"), resetPassword(link, "racer-two")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 404]);
  });
});

describe("a password change", () => {
  it("spends the live reset links", async () => {
    const user = await signedInUser({ password: "old-secret" });
    const link = await resetTokenFor(user.id);
    const changed = await api("/v1/account/password", {
      method: "POST",
      token: user.token,
      json: { current_password: "old-secret", new_password: "new-secret" },
    });
    expect(changed.status).toBe(204);
    expect((await resetPassword(link, "from-the-link")).status).toBe(404);
    expect(await login(user.email, "new-secret")).toBeTruthy();
  });
});

describe("idle sessions", () => {
  it("a session unused for twelve hours ends, though its thirty days are not over", async () => {
    const user = await signedInUser();
    const tokenHash = await sha256Hex(user.token);
    const thirteenHoursAgo = Date.now() - 13 * 3_600_000;
    await env.DB.prepare("UPDATE sessions SET created_at = ?, last_seen_at = ? WHERE token_hash = ?")
      .bind(thirteenHoursAgo, thirteenHoursAgo, tokenHash)
      .run();
    expect((await api("/v1/account", { token: user.token })).status).toBe(401);
  });

  it("a session in use keeps going: last_seen_at is written, at most once a minute", async () => {
    const user = await signedInUser();
    const tokenHash = await sha256Hex(user.token);
    const elevenHoursAgo = Date.now() - 11 * 3_600_000;
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?").bind(elevenHoursAgo, tokenHash).run();
    expect((await api("/v1/account", { token: user.token })).status).toBe(200);
    const seen = async () =>
      (await env.DB.prepare("SELECT last_seen_at FROM sessions WHERE token_hash = ?").bind(tokenHash).first<{ last_seen_at: number }>())!
        .last_seen_at;
    const first = await seen();
    expect(first).toBeGreaterThan(Date.now() - 60_000);
    expect((await api("/v1/account", { token: user.token })).status).toBe(200);
    expect(await seen()).toBe(first);
  });

  it("lists each session's last activity on the account screen's list", async () => {
    const user = await signedInUser();
    const sessions = await readJson<{ last_seen_at: string }[]>(await api("/v1/account/sessions", { token: user.token }));
    expect(Date.parse(sessions[0]!.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe("API tokens", () => {
  it("stop working once expired, and tokens without an expiry last a year from their creation", async () => {
    const user = await createUser({ apiAccess: true });
    const expired = await apiTokenFor(user.id, { expiresAt: Date.now() - 1000 });
    expect((await api("/v1/users/permissions", { token: expired })).status).toBe(401);
    const old = await apiTokenFor(user.id, { createdAt: Date.now() - 366 * 86_400_000, expiresAt: null });
    expect((await api("/v1/users/permissions", { token: old })).status).toBe(401);
    const recent = await apiTokenFor(user.id, { createdAt: Date.now() - 300 * 86_400_000, expiresAt: null });
    expect((await api("/v1/users/permissions", { token: recent })).status).toBe(200);
  });

  it("are issued for a year and record when they were last used", async () => {
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const user = await createUser({ apiAccess: true });
    const issued = await api(`/v1/users/${user.id}/api-token`, { method: "POST", token: owner.token });
    expect(issued.status).toBe(201);
    const { api_token } = await readJson<{ api_token: string }>(issued);
    const row = async () =>
      (await env.DB.prepare("SELECT expires_at, last_used_at FROM api_tokens WHERE token_hash = ?")
        .bind(await sha256Hex(api_token))
        .first<{ expires_at: number; last_used_at: number | null }>())!;
    const inAYear = Date.now() + 365 * 86_400_000;
    expect((await row()).expires_at).toBeGreaterThan(inAYear - 60_000);
    expect((await row()).expires_at).toBeLessThanOrEqual(inAYear);
    expect((await row()).last_used_at).toBeNull();
    expect((await api("/v1/users/permissions", { token: api_token })).status).toBe(200);
    expect((await row()).last_used_at).toBeGreaterThan(Date.now() - 60_000);
  });
});
