import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SAMPLES } from "#tests/fixtures/document-bytes";
import { listed, uploaded, workerOfNewAgency } from "../document-factories";
import { api, signedInUser } from "../factories";
import { openLiveSocket, settle } from "../live-sockets";

// Decision 0043: mobile-app tokens are issued on request ("mobile_app": true) and never see a
// confidential document; a notification socket closes when the secret that opened it ends: an API
// token revoked or replaced (at once), a session past its end or idle timeout (within the hub's check).

function hubOf(userId: number) {
  return env.NOTIFICATIONS.get(env.NOTIFICATIONS.idFromName(`user:${userId}`));
}

async function issueToken(userId: number, token: string, body?: unknown) {
  return api(`/v1/users/${userId}/api-token`, { method: "POST", token, ...(body === undefined ? {} : { json: body }) });
}

describe("mobile-app tokens", () => {
  it('a user with API access issues their own mobile-app token ("mobile_app": true): it never sees a confidential document', async () => {
    const { space, token: staff, path } = await workerOfNewAgency();
    const open = await uploaded(path, staff, SAMPLES.pdf(`open ${crypto.randomUUID()}`), { type: "cv" });
    const secret = await uploaded(path, staff, SAMPLES.pdf(`secret ${crypto.randomUUID()}`), { type: "payslip", confidential: "true" });
    const user = await signedInUser({ spaceIds: [space.id], apiAccess: true });

    const mobile = await issueToken(user.id, user.token, { mobile_app: true });
    expect(mobile.status).toBe(201);
    const mobileAnswer = (await mobile.json()) as { api_token: string; mobile_app: boolean };
    expect(mobileAnswer.mobile_app).toBe(true);
    expect((await listed(path, mobileAnswer.api_token)).map((document) => document.id)).toEqual([open.id]);
    expect((await api(`${path}/${secret.id}/file`, { token: mobileAnswer.api_token })).status).toBe(404);

    // Without the flag (or without a body), an integration's token, which sees it; the mobile one stops.
    const integration = (await (await issueToken(user.id, user.token)).json()) as { api_token: string; mobile_app: boolean };
    expect(integration.mobile_app).toBe(false);
    expect((await listed(path, integration.api_token)).map((document) => document.id).sort()).toEqual([open.id, secret.id].sort());
    expect((await api(path, { token: mobileAnswer.api_token })).status).toBe(401);

    expect((await issueToken(user.id, user.token, { mobile_app: "yes" })).status).toBe(422);
  });

  it("is in the OpenAPI document", async () => {
    const document = (await (await api("/v1/openapi.json")).json()) as {
      paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: unknown }> } } }>;
    };
    const body = document.paths["/v1/users/{id}/api-token"]?.post?.requestBody;
    expect(JSON.stringify(body)).toContain("mobile_app");
  });
});

describe("notification sockets close when their secret ends", () => {
  it("replacing an API token closes the sockets it opened, at once; the user's browser sockets stay", async () => {
    const user = await signedInUser({ apiAccess: true });
    const first = (await (await issueToken(user.id, user.token, { mobile_app: true })).json()) as { api_token: string };
    const app = await openLiveSocket(first.api_token);
    const browser = await openLiveSocket(user.token);
    expect((await issueToken(user.id, user.token, { mobile_app: true })).status).toBe(201);
    expect(await app.closed).toBe(4401);
    await settle();
    expect(browser.isOpen()).toBe(true);
    browser.socket.close(1000, "done");
  });

  it("turning API access off closes the token's sockets", async () => {
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const user = await signedInUser({ apiAccess: true });
    const issued = (await (await issueToken(user.id, user.token)).json()) as { api_token: string };
    const app = await openLiveSocket(issued.api_token);
    const changed = await api(`/v1/users/${user.id}`, { method: "PATCH", token: owner.token, json: { api_access: false } });
    expect(changed.status).toBe(200);
    expect(await app.closed).toBe(4401);
  });

  it("a session that expired, or sat idle past its timeout, loses its socket at the hub's next check; a live one keeps it", async () => {
    const expiring = await signedInUser();
    const idle = await signedInUser();
    const live = await signedInUser();
    const sockets = {
      expiring: await openLiveSocket(expiring.token),
      idle: await openLiveSocket(idle.token),
      live: await openLiveSocket(live.token),
    };
    const past = Date.now() - 1000;
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?").bind(past, expiring.id).run();
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ?, created_at = ? WHERE user_id = ?")
      .bind(past - 13 * 3_600_000, past - 13 * 3_600_000, idle.id)
      .run();

    for (const user of [expiring, idle, live]) expect(await runDurableObjectAlarm(hubOf(user.id))).toBe(true);
    expect(await sockets.expiring.closed).toBe(4401);
    expect(await sockets.idle.closed).toBe(4401);
    await settle();
    expect(sockets.live.isOpen()).toBe(true);
    // The live one is checked again later.
    expect(await runDurableObjectAlarm(hubOf(live.id))).toBe(true);
    sockets.live.socket.close(1000, "done");
  });
});
