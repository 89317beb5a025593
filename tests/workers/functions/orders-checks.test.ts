import { describe, expect, it } from "vitest";
import { api } from "../factories";
import { readJson } from "../json";
import { addAvailability, createOrder, orderAgency, orderBody, poolOf, propose } from "../order-factories";

// Spec 000 §8's order errors: each refusal with the spec's words (decision 0029).

type ErrorAnswer = { error: { message: string; fields?: { field: string; reason: string; message: string }[] } };

describe("order checks of spec 000 §8", () => {
  it("a proposal refuses a worker in contract on the periods with 'Worker already in contract', even forced", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { force_available_workers: true }));
    const [free, busy, inContract] = await poolOf(space.id, 3);
    await addAvailability(busy!.id, space.id, "unavailable", "2026-12-09T00:00:00Z", "2026-12-10T00:00:00Z");
    await addAvailability(inContract!.id, space.id, "contract", "2026-12-09T00:00:00Z", "2026-12-10T00:00:00Z");

    for (const extra of [{}, { force: true }]) {
      const refused = await propose(agent.token, order.id, [free!.id, busy!.id, inContract!.id], extra);
      expect(refused.status).toBe(422);
      const body = await readJson<ErrorAnswer>(refused);
      expect(body.error.message).toBe("Worker already in contract");
      expect(body.error.fields).toEqual([{ field: "worker_ids.2", reason: "already_in_contract", message: "Worker already in contract" }]);
    }
    // Forced, the unavailable worker is proposed; the one in contract could take no place.
    expect((await propose(agent.token, order.id, [free!.id, busy!.id])).status).toBe(202);
  });

  it("a closed order refuses a replacement or an abandonment with 'Order is not open'", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 1 }));
    const [holder, other] = await poolOf(space.id, 2);
    await propose(agent.token, order.id, [holder!.id]);
    await api(`/v1/orders/${order.id}/workers/${holder!.id}/attribution`, { method: "POST", token: agent.token });
    await api(`/v1/orders/${order.id}/close`, { method: "POST", token: agent.token, json: { closing_state: "honored" } });
    const abandonment = await api(`/v1/orders/${order.id}/workers/${holder!.id}/abandonment`, { method: "POST", token: agent.token });
    expect(abandonment.status).toBe(409);
    expect((await readJson<ErrorAnswer>(abandonment)).error.message).toBe("Order is not open");
    const replacement = await api(`/v1/orders/${order.id}/workers/${holder!.id}/replacement`, {
      method: "POST",
      token: agent.token,
      json: { replacement_worker_id: other!.id },
    });
    expect(replacement.status).toBe(409);
    expect((await readJson<ErrorAnswer>(replacement)).error.message).toBe("Order is not open");
  });
});
