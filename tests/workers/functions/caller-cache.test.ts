import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "#domain/auth/tokens";
import { CALLER_TTL_MS } from "#functions/src/middleware/caller-cache";
import { api, createSpace, signedInUser } from "../factories";

// "a short per-isolate cache whose revocation delay you state and test": a caller read
// is kept CALLER_TTL_MS (5 s) in the isolate. A change made through /v1 in this isolate holds at once
// (every write empties the cache); one made elsewhere (another isolate: here, straight in the
// database) holds within the delay.

afterEach(() => vi.useRealTimers());

/** The clock stands still until the test moves it: a loaded machine must not carry a call past the delay. */
function holdTheClock() {
  const started = Date.now();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(started);
  return started;
}

describe(`the caller kept ${CALLER_TTL_MS / 1000} s in the isolate`, () => {
  it("a sign-out through /v1 is refused at once", async () => {
    const { token } = await signedInUser();
    expect((await api("/v1/users/permissions", { token })).status).toBe(200);
    expect((await api("/v1/auth/logout", { method: "POST", token })).status).toBe(204);
    expect((await api("/v1/users/permissions", { token })).status).toBe(401);
  });

  it("rights withdrawn through /v1 hold at once: the next call is refused", async () => {
    const space = await createSpace();
    const admin = await signedInUser({ spaceIds: [space.id], permissions: ["space-users", "orders"] });
    const agent = await signedInUser({ spaceIds: [space.id], permissions: ["orders"] });
    expect((await api(`/v1/orders?space_id=${space.id}`, { token: agent.token })).status).toBe(200);
    const withdrawn = await api(`/v1/users/${agent.id}`, { method: "PATCH", token: admin.token, json: { permissions: [] } });
    expect(withdrawn.status, await withdrawn.clone().text()).toBe(200);
    expect((await api(`/v1/orders?space_id=${space.id}`, { token: agent.token })).status).toBe(403);
  });

  it(`a user deleted in another isolate is let in for at most ${CALLER_TTL_MS / 1000} s, then refused`, async () => {
    const { id, token } = await signedInUser();
    const started = holdTheClock();
    expect((await api("/v1/users/permissions", { token })).status).toBe(200);
    await env.DB.prepare("UPDATE users SET deleted_at = ? WHERE id = ?").bind(started, id).run();
    vi.setSystemTime(started + CALLER_TTL_MS - 1);
    expect((await api("/v1/users/permissions", { token })).status).toBe(200);
    vi.setSystemTime(started + CALLER_TTL_MS);
    expect((await api("/v1/users/permissions", { token })).status).toBe(401);
  });

  it("a refusal is not kept: a secret refused once is looked up again", async () => {
    const { token } = await signedInUser();
    const tokenHash = await sha256Hex(token);
    await env.DB.prepare("UPDATE sessions SET revoked_at = ? WHERE token_hash = ?").bind(Date.now(), tokenHash).run();
    expect((await api("/v1/users/permissions", { token })).status).toBe(401);
    await env.DB.prepare("UPDATE sessions SET revoked_at = NULL WHERE token_hash = ?").bind(tokenHash).run();
    expect((await api("/v1/users/permissions", { token })).status).toBe(200);
  });
});
