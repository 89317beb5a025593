import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import worker from "#functions/src/index";
import type { JobEnvelope } from "#features/jobs/job-envelope";
import { api, signedInUser } from "../factories";
import { consume, INBOUND_WEBHOOK_SECRET, notificationsOf, postInbound, providerNumber, reply, smsAgency } from "../sms-factories";

async function askAvailability(token: string, workerIds: number[], period = { from: "2026-12-07", to: "2026-12-11" }) {
  return api("/v1/workers/availability-requests", { method: "POST", token, json: { worker_ids: workerIds, ...period } });
}

describe("inbound SMS webhook", () => {
  it("refuses a missing or wrong signature, and enqueues nothing", async () => {
    for (const signature of [null, "", "wrong", `${INBOUND_WEBHOOK_SECRET}-but-longer`]) {
      const { response, jobs } = await postInbound({ messageId: "x", from: "33612345678", message: "OUI" }, signature);
      expect(response.status, String(signature)).toBe(401);
      expect(jobs).toEqual([]);
    }
  });

  it("reads no secret from the URL, where logs keep it (decision 0043)", async () => {
    const send = vi.spyOn(env.JOBS, "send");
    const answer = await api(`/v1/sms/webhooks/inbound?token=${INBOUND_WEBHOOK_SECRET}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ messageId: "q", from: "33612345678", message: "OUI" }).toString(),
    });
    expect(answer.status).toBe(401);
    expect(send).not.toHaveBeenCalled();
    send.mockRestore();
  });

  it("accepts the HMAC-SHA-256 of the raw body under the secret as the signature", async () => {
    const body = new URLSearchParams({ messageId: "hmac-1", from: "33612345678", message: "non" }).toString();
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(INBOUND_WEBHOOK_SECRET),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
    const hex = [...mac].map((byte) => byte.toString(16).padStart(2, "0")).join("");
    const send = vi.spyOn(env.JOBS, "send");
    const headers = { "Content-Type": "application/x-www-form-urlencoded", "X-SMSFactor-Signature": hex };
    expect((await api("/v1/sms/webhooks/inbound", { method: "POST", headers, body })).status).toBe(200);
    // The same signature over another body proves nothing.
    expect((await api("/v1/sms/webhooks/inbound", { method: "POST", headers, body: body.replace("non", "oui") })).status).toBe(401);
    expect(send).toHaveBeenCalledTimes(1);
    send.mockRestore();
  });

  it("accepts SMSFactor's fields as form or JSON, answers 200 and enqueues the raw SMS", async () => {
    const { response, jobs } = await postInbound({ messageId: "abc", from: "33612345678", to: "38200", message: "Oui !" });
    expect(response.status).toBe(200);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      type: "sms.inbound",
      payload: { provider: "smsfactor", provider_message_id: "abc", from: "33612345678", text: "Oui !" },
    });

    const send = vi.spyOn(env.JOBS, "send");
    const json = await api("/v1/sms/webhooks/inbound", {
      method: "POST",
      headers: { "X-SMSFactor-Signature": INBOUND_WEBHOOK_SECRET },
      json: { id: "def", sender: "33612345678", text: "non" },
    });
    expect(json.status).toBe(200);
    expect((send.mock.calls[0]![0] as JobEnvelope).payload).toMatchObject({ provider_message_id: "def", text: "non" });
    send.mockRestore();
  });

  it("a message delivered twice (webhook retried, queue redelivered) is stored once and notifies once", async () => {
    const { agent, mobile } = await smsAgency();
    const job = await reply(mobile, "Bonjour, je serai en retard", "dup-1");
    await consume(job);
    const { jobs } = await postInbound({ messageId: "dup-1", from: providerNumber(mobile), message: "Bonjour, je serai en retard" });
    await consume(jobs[0]!);
    const rows = await env.DB.prepare("SELECT direction, status FROM sms_messages WHERE provider_message_id = 'smsfactor:dup-1'").all();
    expect(rows.results).toEqual([{ direction: "inbound", status: "delivered" }]);
    const notifications = await notificationsOf(agent.token);
    expect(notifications.filter((n) => n.message === "Bonjour, je serai en retard")).toHaveLength(1);
  });

  it("free text raises type 4 with the text; OUI with no request open too", async () => {
    const { agent, mobile, worker: sender } = await smsAgency();
    await reply(mobile, "Je peux venir demain ?");
    await reply(mobile, "oui");
    const notifications = await notificationsOf(agent.token);
    expect(notifications.map((n) => [n.type, n.message])).toEqual([
      [4, "oui"],
      [4, "Je peux venir demain ?"],
    ]);
    expect(notifications[0]!.data.superworker_id).toBe(sender.id);
  });

  it.each([
    ["Oui.", 5, "available"],
    ["OUI !", 5, "available"],
    ["dispo", 5, "available"],
    ["Non", 6, "unavailable"],
    ["pas dispo", 6, "unavailable"],
  ])("%j answers the latest open request: availability recorded, notification %i", async (text, type, status) => {
    const { agent, mobile, worker: asked } = await smsAgency();
    expect((await askAvailability(agent.token, [asked.id])).status).toBe(202);
    await reply(mobile, text);
    const [notification] = await notificationsOf(agent.token);
    expect(notification).toMatchObject({ type, read: false, data: { superworker_id: asked.id } });
    const availabilities = await (await api(`/v1/workers/${asked.id}/availabilities`, { token: agent.token })).json();
    expect(availabilities).toEqual([expect.objectContaining({ status })]);
    const request = await env.DB.prepare("SELECT status, answer, availability_id FROM availability_requests WHERE worker_id = ?")
      .bind(asked.id)
      .first();
    expect(request).toMatchObject({ status: "answered", answer: status, availability_id: expect.any(Number) });
  });

  it("a clash keeps the period already recorded: nothing written, the notification says so", async () => {
    const { agent, mobile, worker: asked } = await smsAgency();
    const recorded = await api(`/v1/workers/${asked.id}/availabilities`, {
      method: "POST",
      token: agent.token,
      json: { status: "contract", from: "2026-12-08", to: "2026-12-09" },
    });
    expect(recorded.status).toBe(201);
    await askAvailability(agent.token, [asked.id]);
    await reply(mobile, "non");
    const [notification] = await notificationsOf(agent.token);
    expect(notification!.type).toBe(6);
    expect(notification!.message).toContain("conservée");
    const availabilities = (await (await api(`/v1/workers/${asked.id}/availabilities`, { token: agent.token })).json()) as {
      status: string;
    }[];
    expect(availabilities.map((a) => a.status)).toEqual(["contract"]);
  });

  it("STOP puts the number on the space's suppression list, and the next request skips the worker", async () => {
    const { agent, mobile, worker: asked, space } = await smsAgency();
    // A STOP is for the agencies that messaged the number (decision 0043).
    await askAvailability(agent.token, [asked.id]);
    await reply(mobile, "STOP");
    const suppressed = await env.DB.prepare("SELECT reason FROM sms_suppressions WHERE space_id = ? AND phone = ?")
      .bind(space.id, mobile)
      .first();
    expect(suppressed).toEqual({ reason: "stop" });
    const answer = await askAvailability(agent.token, [asked.id]);
    expect(await answer.json()).toEqual([{ worker_id: asked.id, status: "opted_out", request_id: null, sms_id: null }]);
  });

  it("a number in two spaces: the reply goes to the space that asked, and only there", async () => {
    const lyon = await smsAgency();
    const lille = await smsAgency({ mobile: lyon.mobile });
    expect((await askAvailability(lille.agent.token, [lille.worker.id])).status).toBe(202);
    await reply(lyon.mobile, "oui");
    expect((await notificationsOf(lille.agent.token)).map((n) => n.type)).toEqual([5]);
    expect(await notificationsOf(lyon.agent.token)).toEqual([]);
  });

  it("a number no worker has is dropped without a trace in any space", async () => {
    const { agent } = await smsAgency();
    await reply("+33699999999", "oui");
    expect(await notificationsOf(agent.token)).toEqual([]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM sms_messages WHERE from_phone = '+33699999999'").first()).toEqual({ n: 0 });
  });
});

describe("POST /v1/dev/sms/inbound (development only)", () => {
  async function callDev(environment: string) {
    const send = vi.spyOn(env.JOBS, "send");
    const ctx = createExecutionContext();
    const user = await signedInUser();
    const response = await worker.fetch(
      new Request("https://api.test/v1/dev/sms/inbound", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ from: "+33612345678", text: "OUI" }),
      }),
      { ...env, ENVIRONMENT: environment } as typeof env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const jobs = send.mock.calls.map(([job]) => job as JobEnvelope);
    send.mockRestore();
    return { response, jobs };
  }

  it("plays a reply through the same queue job as the webhook", async () => {
    const { response, jobs } = await callDev("development");
    expect(response.status).toBe(202);
    expect(jobs).toEqual([
      expect.objectContaining({
        type: "sms.inbound",
        payload: expect.objectContaining({ provider: "local", from: "+33612345678", text: "OUI" }),
      }),
    ]);
  });

  it.each(["test", "staging", "production"])("is a 404 in %s", async (environment) => {
    const { response, jobs } = await callDev(environment);
    expect(response.status).toBe(404);
    expect(jobs).toEqual([]);
  });
});
