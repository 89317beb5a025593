import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { enableSms, insertWorkers, uniqueSmsMobile } from "../sms-factories";

// Decision 0043: SMS volume is bounded. Each user a rate (500 SMS per 10 minutes by default), each space
// a daily budget (2,000 by default), both raised by an owner; a call that would pass one is refused
// whole, with nothing stored and nothing queued.

async function smsSpace(workers: number) {
  const space = await createSpace();
  await enableSms(space.id);
  const agent = await signedInUser({ spaceIds: [space.id] });
  const ids = await insertWorkers(
    space.id,
    Array.from({ length: workers }, () => uniqueSmsMobile()),
  );
  return { space, agent, ids };
}

async function storedFor(spaceId: number) {
  return (await env.DB.prepare("SELECT count(*) AS n FROM sms_messages WHERE space_id = ?").bind(spaceId).first<{ n: number }>())!.n;
}

function send(token: string, workerIds: number[], extra: Record<string, unknown> = {}) {
  return api("/v1/sms", { method: "POST", token, json: { worker_ids: workerIds, message: "Mission demain, rappelez-nous", ...extra } });
}

describe("SMS volume (decision 0043)", () => {
  it("a user with no optional permission cannot queue 940 SMS in 5 calls: past 500 in 10 minutes, 429 with Retry-After, nothing queued", async () => {
    const { space, agent, ids } = await smsSpace(940);
    const queue = vi.spyOn(env.JOBS, "sendBatch");
    for (const call of [0, 1]) {
      const answer = await send(agent.token, ids.slice(call * 188, (call + 1) * 188));
      expect(answer.status).toBe(202);
    }
    const calls = queue.mock.calls.length;
    const refused = await send(agent.token, ids.slice(376, 564));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(((await refused.json()) as { error: { fields: { field: string }[] } }).error.fields[0]!.field).toBe("sms_user_rate_limit");
    expect(await storedFor(space.id)).toBe(376);
    expect(queue.mock.calls.length).toBe(calls);
    // A reminder is an SMS too: 124 recipients with reminders are 248 SMS, more than the 124 left.
    const withReminder = await send(agent.token, ids.slice(376, 500), {
      send_at: new Date(Date.now() + 3_600_000).toISOString(),
      reminder_at: new Date(Date.now() + 7_200_000).toISOString(),
    });
    expect(withReminder.status).toBe(429);
    expect(await storedFor(space.id)).toBe(376);
    queue.mockRestore();
  });

  it("availability requests count against the same rate", async () => {
    const { agent, ids } = await smsSpace(20);
    await env.DB.prepare("UPDATE spaces SET sms_user_rate_limit = 15 WHERE id = (SELECT space_id FROM workers WHERE id = ?)")
      .bind(ids[0])
      .run();
    expect((await send(agent.token, ids.slice(0, 10))).status).toBe(202);
    const asked = await api("/v1/workers/availability-requests", {
      method: "POST",
      token: agent.token,
      json: { worker_ids: ids.slice(10, 20) },
    });
    expect(asked.status).toBe(429);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM availability_requests WHERE worker_id = ?").bind(ids[10]).first()).toEqual({
      n: 0,
    });
  });

  it("a space's day has a budget: past it, 403 naming the budget, nothing stored; one call larger than the rate is a 403 too", async () => {
    const { space, agent, ids } = await smsSpace(120);
    await env.DB.prepare("UPDATE spaces SET sms_daily_budget = 100 WHERE id = ?").bind(space.id).run();
    expect((await send(agent.token, ids.slice(0, 60))).status).toBe(202);
    const other = await signedInUser({ spaceIds: [space.id] });
    const refused = await send(other.token, ids.slice(60, 120));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: {
        code: "forbidden",
        message: "Daily SMS budget of the space reached",
        fields: [{ field: "sms_daily_budget", reason: "exceeded" }],
      },
    });
    expect(await storedFor(space.id)).toBe(60);

    await env.DB.prepare("UPDATE spaces SET sms_daily_budget = 1000, sms_user_rate_limit = 50 WHERE id = ?").bind(space.id).run();
    const tooLarge = await send(other.token, ids.slice(60, 120));
    expect(tooLarge.status).toBe(403);
    expect(await tooLarge.json()).toMatchObject({ error: { fields: [{ field: "sms_user_rate_limit", reason: "call_above_limit" }] } });
  });

  it("both are settings of the space an owner raises (and reads), in the OpenAPI document; an agency's own administrator cannot", async () => {
    const { space, agent, ids } = await smsSpace(30);
    const owner = await signedInUser({ permissions: ["app-admin"] });
    const admin = await signedInUser({ permissions: ["space-users"], spaceIds: [space.id] });
    const lowered = await api(`/v1/spaces/${space.id}`, { method: "PATCH", token: owner.token, json: { sms_user_rate_limit: 10 } });
    expect(lowered.status).toBe(200);
    expect(await lowered.json()).toMatchObject({ sms_user_rate_limit: 10, sms_daily_budget: 2000, ocr_daily_budget: 100 });
    expect((await send(agent.token, ids.slice(0, 20))).status).toBe(403);

    expect((await api(`/v1/spaces/${space.id}`, { method: "PATCH", token: admin.token, json: { sms_user_rate_limit: 100 } })).status).toBe(
      403,
    );
    expect((await api(`/v1/spaces/${space.id}`, { method: "PATCH", token: owner.token, json: { sms_daily_budget: -1 } })).status).toBe(422);
    expect((await api(`/v1/spaces/${space.id}`, { method: "PATCH", token: owner.token, json: { sms_user_rate_limit: 100 } })).status).toBe(
      200,
    );
    expect((await send(agent.token, ids.slice(0, 20))).status).toBe(202);

    const openapi = (await (await api("/v1/openapi.json")).json()) as { components: { schemas: Record<string, unknown> } };
    const text = JSON.stringify(openapi);
    for (const name of ["sms_user_rate_limit", "sms_daily_budget", "ocr_daily_budget"]) expect(text).toContain(name);
  });
});
