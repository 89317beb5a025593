import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { JobEnvelope } from "#features/jobs/job-envelope";
import { api, createSpace, signedInUser } from "../factories";
import { smsAgency } from "../sms-factories";
import { createWorker } from "../worker-factories";

async function ask(token: string, json: unknown) {
  const send = vi.spyOn(env.JOBS, "sendBatch");
  try {
    const response = await api("/v1/workers/availability-requests", { method: "POST", token, json });
    return { response, jobs: send.mock.calls.flatMap(([messages]) => [...messages].map((message) => message.body as JobEnvelope)) };
  } finally {
    send.mockRestore();
  }
}

describe("POST /v1/workers/availability-requests", () => {
  it("queues one SMS per worker with the reply keywords and records the request", async () => {
    const { agent, worker, space } = await smsAgency();
    const { response, jobs } = await ask(agent.token, { worker_ids: [worker.id], from: "2026-12-07", to: "2026-12-11" });
    expect(response.status).toBe(202);
    const [result] = (await response.json()) as { worker_id: number; status: string; request_id: number; sms_id: number }[];
    expect(result).toMatchObject({ worker_id: worker.id, status: "queued", request_id: expect.any(Number), sms_id: expect.any(Number) });
    expect(jobs).toEqual([{ type: "sms.send", version: 1, payload: { sms_message_id: result!.sms_id } }]);
    const sms = await env.DB.prepare("SELECT status, direction, to_phone, body, space_id FROM sms_messages WHERE id = ?")
      .bind(result!.sms_id)
      .first<{ body: string }>();
    expect(sms).toMatchObject({ status: "queued", direction: "outbound", to_phone: worker.mobile_phone_number, space_id: space.id });
    expect(sms!.body).toMatch(/Répondez OUI (\d{4}) ou NON \1\./);
    expect(sms!.body).toContain("07/12 00h00");
    const request = await env.DB.prepare("SELECT status, worker_id FROM availability_requests WHERE id = ?")
      .bind(result!.request_id)
      .first();
    expect(request).toEqual({ status: "open", worker_id: worker.id });
  });

  it("reports workers without a mobile and outside the caller's spaces, and asks the others", async () => {
    const { agent, worker, space } = await smsAgency();
    const noMobile = await createWorker(agent.token, space.id, { mobile_phone_number: null });
    const elsewhere = await smsAgency();
    const { response } = await ask(agent.token, { worker_ids: [noMobile.id, worker.id, elsewhere.worker.id] });
    expect((await response.json()) as unknown[]).toEqual([
      { worker_id: noMobile.id, status: "no_mobile", request_id: null, sms_id: null },
      expect.objectContaining({ worker_id: worker.id, status: "queued" }),
      { worker_id: elsewhere.worker.id, status: "not_found", request_id: null, sms_id: null },
    ]);
  });

  it("a space with SMS off gets 403 'Space has no rights' and nothing is queued", async () => {
    const { agent, worker } = await smsAgency({ smsEnabled: false });
    const { response, jobs } = await ask(agent.token, { worker_ids: [worker.id] });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe("Space has no rights");
    expect(jobs).toEqual([]);
  });

  it.each([
    [{ worker_ids: [] }, "worker_ids"],
    [{ worker_ids: [1, 1] }, "worker_ids"],
    [{ worker_ids: [1], from: "2026-12-11", to: "2026-12-07" }, "to"],
    [{ worker_ids: [1], from: "demain" }, "from"],
  ])("refuses %j with 422 naming %s", async (body, field) => {
    const space = await createSpace();
    const agent = await signedInUser({ spaceIds: [space.id] });
    const { response } = await ask(agent.token, body);
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain(field);
  });
});
