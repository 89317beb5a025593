import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api } from "../factories";
import { readJson } from "../json";
import { createOrder, getOrder, orderAgency, orderBody, poolOf, propose, type OrderAnswer } from "../order-factories";
import { reply } from "../sms-factories";

type LiveWorker = OrderAnswer["workers"][number] & { mobile: string | null; last_sms: { id: number; status: string } | null };

function outboundBodies(workerId: number) {
  return env.DB.prepare("SELECT body FROM sms_messages WHERE worker_id = ? AND direction = 'outbound' ORDER BY id")
    .bind(workerId)
    .all<{ body: string }>()
    .then((rows) => rows.results.map((row) => row.body));
}

/** Opens the caller's live socket and collects what it receives. */
async function liveSocket(token: string) {
  const upgraded = await api("/v1/notifications/live", { token, headers: { Upgrade: "websocket" } });
  expect(upgraded.status).toBe(101);
  const socket = upgraded.webSocket!;
  const messages: unknown[] = [];
  socket.addEventListener("message", (event) => messages.push(JSON.parse(String(event.data))));
  socket.accept();
  return { socket, messages };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

function phoneYes(token: string, orderId: number, workerId: number) {
  return api(`/v1/orders/${orderId}/workers/${workerId}/phone-acceptance`, { method: "POST", token });
}

describe("the live order file", () => {
  it("a yes by phone takes a place in automatic mode, first come first served with the SMS yeses, and is confirmed by SMS", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 1 }));
    const pool = await poolOf(space.id, 3);
    await propose(
      agent.token,
      order.id,
      pool.map((w) => w.id),
    );

    const taken = await phoneYes(agent.token, order.id, pool[0]!.id);
    expect(taken.status).toBe(200);
    const workers = (await readJson<OrderAnswer>(taken)).workers as LiveWorker[];
    expect(workers[0]).toMatchObject({ status: "accepted", reply: "yes", mobile: pool[0]!.mobile });
    expect((await outboundBodies(pool[0]!.id)).at(-1)).toContain("c'est confirmé");

    // The place is gone: another phone yes is refused, and an SMS yes is told the place is taken.
    const full = await phoneYes(agent.token, order.id, pool[1]!.id);
    expect(full.status).toBe(409);
    expect((await readJson<{ error: { message: string } }>(full)).error.message).toBe("Order quantity exceeded");
    await reply(pool[2]!.mobile, "oui je suis dispo");
    expect((await getOrder(agent.token, order.id)).workers.map((w) => [w.status, w.outcome])).toEqual([
      ["accepted", null],
      ["waiting", null],
      ["cancelled", "place_taken"],
    ]);
    // Only a waiting proposal can be answered by phone.
    expect((await phoneYes(agent.token, order.id, pool[0]!.id)).status).toBe(409);
  });

  it("a yes by phone in manual mode waits for attribution, like an SMS OUI", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 1, attribution_mode: "manual" }));
    const [worker] = await poolOf(space.id, 1);
    await propose(agent.token, order.id, [worker!.id]);
    const answered = await phoneYes(agent.token, order.id, worker!.id);
    expect((await readJson<OrderAnswer>(answered)).workers[0]).toMatchObject({ status: "in_progress", reply: "yes" });
  });

  it("each row carries its last SMS status; a failed one is sent again once, anything else is refused", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 1 }));
    const [worker] = await poolOf(space.id, 1);
    await propose(agent.token, order.id, [worker!.id]);
    const row = (await getOrder(agent.token, order.id)).workers[0] as LiveWorker;
    expect(["queued", "sent"]).toContain(row.last_sms!.status);

    const resend = () => api(`/v1/orders/${order.id}/workers/${worker!.id}/sms-resend`, { method: "POST", token: agent.token });
    expect((await resend()).status).toBe(409);
    await env.DB.prepare("UPDATE sms_messages SET status = 'failed' WHERE id = ?").bind(row.last_sms!.id).run();
    expect(((await getOrder(agent.token, order.id)).workers[0] as LiveWorker).last_sms!.status).toBe("failed");
    const sent = await resend();
    expect(sent.status).toBe(200);
    const again = ((await readJson<OrderAnswer>(sent)).workers[0] as LiveWorker).last_sms!;
    expect(again.id).not.toBe(row.last_sms!.id);
    expect(await outboundBodies(worker!.id)).toHaveLength(2);
    expect((await outboundBodies(worker!.id))[1]).toBe((await outboundBodies(worker!.id))[0]);
    expect((await resend()).status).toBe(409);
  });

  it("another space's order answers 404 to the row actions", async () => {
    const lyon = await orderAgency();
    const lille = await orderAgency();
    const order = await createOrder(lyon.agent.token, orderBody(lyon.space.id, lyon.company.id));
    const [worker] = await poolOf(lyon.space.id, 1);
    await propose(lyon.agent.token, order.id, [worker!.id]);
    expect((await phoneYes(lille.agent.token, order.id, worker!.id)).status).toBe(404);
    const resent = await api(`/v1/orders/${order.id}/workers/${worker!.id}/sms-resend`, { method: "POST", token: lille.agent.token });
    expect(resent.status).toBe(404);
  });

  it("an attribution, a withdrawal and a closing push the order's id to the space's open sockets", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 2, attribution_mode: "manual" }));
    const [worker] = await poolOf(space.id, 1);
    await propose(agent.token, order.id, [worker!.id]);
    const live = await liveSocket(agent.token);
    await api(`/v1/orders/${order.id}/workers/${worker!.id}/attribution`, { method: "POST", token: agent.token });
    await api(`/v1/orders/${order.id}/workers/${worker!.id}/attribution`, { method: "DELETE", token: agent.token });
    await api(`/v1/orders/${order.id}/cancel`, { method: "POST", token: agent.token });
    await settle();
    expect(live.messages.filter((m) => (m as { kind: string }).kind === "order")).toEqual([
      { kind: "order", order_id: order.id },
      { kind: "order", order_id: order.id },
      { kind: "order", order_id: order.id },
    ]);
    live.socket.close(1000, "done");
  });
});

describe("workers are told", () => {
  it("a manual attribution, then its withdrawal, each by SMS", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 1, attribution_mode: "manual" }));
    const [worker] = await poolOf(space.id, 1);
    await propose(agent.token, order.id, [worker!.id]);
    await reply(worker!.mobile, "oui");
    await api(`/v1/orders/${order.id}/workers/${worker!.id}/attribution`, { method: "POST", token: agent.token });
    expect((await outboundBodies(worker!.id)).at(-1)).toContain("c'est confirmé");
    await api(`/v1/orders/${order.id}/workers/${worker!.id}/attribution`, { method: "DELETE", token: agent.token });
    expect((await outboundBodies(worker!.id)).at(-1)).toContain("votre mission du");
    expect((await outboundBodies(worker!.id)).at(-1)).toContain("est annulée");
    // Withdrawn twice: the second finds nothing to withdraw and sends nothing.
    await api(`/v1/orders/${order.id}/workers/${worker!.id}/attribution`, { method: "DELETE", token: agent.token });
    expect(await outboundBodies(worker!.id)).toHaveLength(3);
  });

  it("a proposal withdrawn before any answer", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id));
    const [worker] = await poolOf(space.id, 1);
    await propose(agent.token, order.id, [worker!.id]);
    await api(`/v1/orders/${order.id}/workers/${worker!.id}/attribution`, { method: "DELETE", token: agent.token });
    const bodies = await outboundBodies(worker!.id);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toContain("la proposition de mission du");
    expect(bodies[1]).toContain("est retirée");
  });

  it("a cancelled order: the placed worker is told it is cancelled, the one still waiting that it is no longer available; a late OUI is told so and never accepted", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 1 }));
    const pool = await poolOf(space.id, 3);
    await propose(
      agent.token,
      order.id,
      pool.map((w) => w.id),
    );
    await reply(pool[0]!.mobile, "oui");
    await reply(pool[2]!.mobile, "non merci");
    expect((await api(`/v1/orders/${order.id}/cancel`, { method: "POST", token: agent.token })).status).toBe(200);
    expect((await outboundBodies(pool[0]!.id)).at(-1)).toContain("est annulée par le client");
    expect((await outboundBodies(pool[1]!.id)).at(-1)).toContain("n'est plus disponible");
    // The worker who said no is not asked to read anything more.
    expect(await outboundBodies(pool[2]!.id)).toHaveLength(1);
    // Cancelled twice: 409, and nobody told twice.
    expect((await api(`/v1/orders/${order.id}/cancel`, { method: "POST", token: agent.token })).status).toBe(409);
    expect(await outboundBodies(pool[1]!.id)).toHaveLength(2);

    await reply(pool[1]!.mobile, "oui je suis dispo");
    const late = (await getOrder(agent.token, order.id)).workers[1]!;
    expect(late).toMatchObject({ status: "cancelled", outcome: "order_closed", reply: "yes" });
    const bodies = await outboundBodies(pool[1]!.id);
    expect(bodies).toHaveLength(3);
    expect(bodies[2]).toContain("n'est plus disponible");
  });

  it("a closed order tells only those still waiting", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 1 }));
    const pool = await poolOf(space.id, 2);
    await propose(
      agent.token,
      order.id,
      pool.map((w) => w.id),
    );
    await reply(pool[0]!.mobile, "oui");
    await api(`/v1/orders/${order.id}/close`, { method: "POST", token: agent.token, json: { closing_state: "honored" } });
    expect((await outboundBodies(pool[0]!.id)).at(-1)).toContain("c'est confirmé");
    expect((await outboundBodies(pool[1]!.id)).at(-1)).toContain("n'est plus disponible");
  });
});
