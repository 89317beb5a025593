import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { jobEnvelope } from "#features/jobs/enqueue-job";
import { SmsInboundJob } from "#features/sms/sms-inbound-job";
import { api } from "../factories";
import { readJson } from "../json";
import { addAvailability, createOrder, getOrder, orderAgency, orderBody, poolOf, propose, type OrderAnswer } from "../order-factories";
import { consume, notificationsOf, providerNumber, reply } from "../sms-factories";

/** The inbound job the webhook would enqueue for this reply. */
function inboundJob(mobile: string, text: string) {
  return jobEnvelope(SmsInboundJob, {
    provider: "smsfactor",
    provider_message_id: crypto.randomUUID(),
    from: providerNumber(mobile),
    to: "38200",
    text,
    received_at: new Date().toISOString(),
  });
}

function outboundBodies(workerId: number) {
  return env.DB.prepare("SELECT body FROM sms_messages WHERE worker_id = ? AND direction = 'outbound' ORDER BY id")
    .bind(workerId)
    .all<{ body: string }>()
    .then((rows) => rows.results.map((row) => row.body));
}

describe("replies to a mission proposal", () => {
  it("automatic mode: each OUI takes a place until the quantity is filled, later ones are told the place is taken", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(
      agent.token,
      orderBody(space.id, company.id, { quantity: 2, confirmation_comment: "RDV 7h45 à l'accueil." }),
    );
    const pool = await poolOf(space.id, 5);
    await addAvailability(pool[0]!.id, space.id, "available", "2026-12-01T00:00:00Z", "2026-12-31T00:00:00Z");
    expect(
      (
        await propose(
          agent.token,
          order.id,
          pool.map((w) => w.id),
        )
      ).status,
    ).toBe(202);

    await reply(pool[0]!.mobile, "OUI");
    await reply(pool[1]!.mobile, "non");
    await reply(pool[2]!.mobile, "Oui !");
    await reply(pool[3]!.mobile, "oui");

    const detail = await getOrder(agent.token, order.id);
    expect(detail.workers.map((w) => [w.worker_id, w.status, w.reply, w.outcome])).toEqual([
      [pool[0]!.id, "accepted", "yes", null],
      [pool[1]!.id, "refused", "no", null],
      [pool[2]!.id, "accepted", "yes", null],
      [pool[3]!.id, "cancelled", "yes", "place_taken"],
      [pool[4]!.id, "waiting", null, null],
    ]);
    expect(detail.accepted_count).toBe(2);

    // The accepted worker's periods are contract now; their wider 'available' period gave way.
    const availabilities = await env.DB.prepare(
      "SELECT status, starts_at FROM worker_availabilities WHERE worker_id = ? ORDER BY starts_at",
    )
      .bind(pool[0]!.id)
      .all<{ status: string }>();
    expect(availabilities.results.map((row) => row.status)).toEqual(["contract", "contract"]);

    expect((await outboundBodies(pool[0]!.id)).at(-1)).toContain("c'est confirmé");
    expect((await outboundBodies(pool[0]!.id)).at(-1)).toContain("RDV 7h45 à l'accueil.");
    expect((await outboundBodies(pool[3]!.id)).at(-1)).toContain("déjà pourvue");
    expect(await outboundBodies(pool[1]!.id)).toHaveLength(1);

    const notifications = await notificationsOf(agent.token);
    expect(notifications.map((n) => n.type).sort()).toEqual([1, 1, 1, 2]);
    expect(notifications.find((n) => n.type === 2)!.data.superworker_id).toBe(pool[1]!.id);
  });

  it("a reply delivered twice is handled once", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 1 }));
    const [worker] = await poolOf(space.id, 1);
    await propose(agent.token, order.id, [worker!.id]);
    const job = inboundJob(worker!.mobile, "OUI");
    await consume(job);
    await consume(job);
    expect((await getOrder(agent.token, order.id)).workers).toMatchObject([{ status: "accepted" }]);
    expect((await outboundBodies(worker!.id)).filter((body) => body.includes("confirmé"))).toHaveLength(1);
    expect(await notificationsOf(agent.token)).toHaveLength(1);
  });

  it("manual mode records the yes for staff, who attribute; a worker in contract on those days is refused", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 2, attribution_mode: "manual" }));
    const pool = await poolOf(space.id, 2);
    await propose(
      agent.token,
      order.id,
      pool.map((w) => w.id),
    );
    await reply(pool[0]!.mobile, "oui");
    await reply(pool[1]!.mobile, "oui");
    expect((await getOrder(agent.token, order.id)).workers.map((w) => w.status)).toEqual(["in_progress", "in_progress"]);
    expect(await outboundBodies(pool[0]!.id)).toHaveLength(1);

    const attributed = await api(`/v1/orders/${order.id}/workers/${pool[0]!.id}/attribution`, { method: "POST", token: agent.token });
    expect(attributed.status).toBe(200);
    expect((await readJson<OrderAnswer>(attributed)).workers[0]).toMatchObject({ worker_id: pool[0]!.id, status: "accepted" });

    await addAvailability(pool[1]!.id, space.id, "contract", "2026-12-09T00:00:00Z", "2026-12-10T00:00:00Z");
    const inContract = await api(`/v1/orders/${order.id}/workers/${pool[1]!.id}/attribution`, { method: "POST", token: agent.token });
    expect(inContract.status).toBe(409);
    expect((await readJson<{ error: { message: string } }>(inContract)).error.message).toBe("Worker already in contract");

    const withdrawn = await api(`/v1/orders/${order.id}/workers/${pool[0]!.id}/attribution`, { method: "DELETE", token: agent.token });
    expect((await readJson<OrderAnswer>(withdrawn)).workers[0]).toMatchObject({ status: "cancelled" });
    const contracts = await env.DB.prepare("SELECT count(*) AS n FROM worker_availabilities WHERE worker_id = ? AND status = 'contract'")
      .bind(pool[0]!.id)
      .first<{ n: number }>();
    expect(contracts!.n).toBe(0);
  });

  it("a yes answers what the worker was asked last: the proposal, or a later availability request", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 1 }));
    const pool = await poolOf(space.id, 2);
    // Worker 0: asked for availability, then proposed the mission → the yes takes the place.
    await api("/v1/workers/availability-requests", {
      method: "POST",
      token: agent.token,
      json: { worker_ids: [pool[0]!.id], from: "2027-01-04", to: "2027-01-08" },
    });
    await propose(agent.token, order.id, [pool[0]!.id, pool[1]!.id]);
    await reply(pool[0]!.mobile, "oui");
    // Worker 1: proposed, then asked for availability → the yes answers the request, the proposal still waits.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await api("/v1/workers/availability-requests", {
      method: "POST",
      token: agent.token,
      json: { worker_ids: [pool[1]!.id], from: "2027-01-04", to: "2027-01-08" },
    });
    await reply(pool[1]!.mobile, "oui");
    expect((await getOrder(agent.token, order.id)).workers.map((w) => w.status)).toEqual(["accepted", "waiting"]);
    const requests = await env.DB.prepare(
      "SELECT worker_id, status FROM availability_requests WHERE worker_id IN (?, ?) ORDER BY worker_id",
    )
      .bind(pool[0]!.id, pool[1]!.id)
      .all();
    expect(requests.results).toEqual([
      { worker_id: pool[0]!.id, status: "open" },
      { worker_id: pool[1]!.id, status: "answered" },
    ]);
  });

  it("a closed order takes no more yes", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 1 }));
    const [worker] = await poolOf(space.id, 1);
    await propose(agent.token, order.id, [worker!.id]);
    await api(`/v1/orders/${order.id}/close`, { method: "POST", token: agent.token, json: { closing_state: "not_honored" } });
    await reply(worker!.mobile, "oui");
    expect((await getOrder(agent.token, order.id)).workers).toMatchObject([{ status: "cancelled", outcome: "order_closed" }]);
    // The yes answers the ended proposal: staff see it came too late, the worker is told the mission is gone.
    const notifications = await notificationsOf(agent.token);
    expect(notifications.map((n) => [n.type, (n as { params?: { outcome?: string } }).params?.outcome])).toEqual([[1, "order_closed"]]);
    expect((await outboundBodies(worker!.id)).at(-1)).toContain("n'est plus disponible");
  });
});

describe("exactly the places offered", () => {
  it("fifty simultaneous yeses for a one-place order give exactly one accepted worker", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 1 }));
    const pool = await poolOf(space.id, 50);
    expect(
      (
        await propose(
          agent.token,
          order.id,
          pool.map((w) => w.id),
        )
      ).status,
    ).toBe(202);

    const results = await Promise.allSettled(pool.map((worker) => consume(inboundJob(worker.mobile, "OUI"))));
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);

    const detail = await getOrder(agent.token, order.id);
    expect(detail.accepted_count).toBe(1);
    expect(detail.workers.filter((w) => w.status === "accepted")).toHaveLength(1);
    expect(detail.workers.filter((w) => w.status === "cancelled" && w.outcome === "place_taken")).toHaveLength(49);
    const contracts = await env.DB.prepare(
      "SELECT count(DISTINCT worker_id) AS n FROM worker_availabilities WHERE space_id = ? AND status = 'contract'",
    )
      .bind(space.id)
      .first<{ n: number }>();
    expect(contracts!.n).toBe(1);
  });
});
