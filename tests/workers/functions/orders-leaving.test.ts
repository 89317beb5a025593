import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api } from "../factories";
import { readJson } from "../json";
import { addAvailability, createOrder, getOrder, orderAgency, orderBody, poolOf, propose, type OrderAnswer } from "../order-factories";

// Order-template statuses replaced and abandoned (spec 000 §3; decision 0029).

type ErrorAnswer = { error: { code: string; message: string; fields?: { field: string; reason: string }[] } };
type LeftWorker = OrderAnswer["workers"][number] & { left_at: string | null; replaced_by_worker_id: number | null };

async function contractsOf(workerId: number) {
  const rows = await env.DB.prepare(
    "SELECT starts_at FROM worker_availabilities WHERE worker_id = ? AND status = 'contract' ORDER BY starts_at",
  )
    .bind(workerId)
    .all<{ starts_at: number }>();
  return rows.results.map((row) => new Date(row.starts_at).toISOString());
}

async function attribute(token: string, orderId: number, workerId: number) {
  await propose(token, orderId, [workerId]);
  const answer = await api(`/v1/orders/${orderId}/workers/${workerId}/attribution`, { method: "POST", token });
  expect(answer.status).toBe(200);
}

function replace(token: string, orderId: number, workerId: number, json: Record<string, unknown>) {
  return api(`/v1/orders/${orderId}/workers/${workerId}/replacement`, { method: "POST", token, json });
}

describe("POST /v1/orders/{id}/workers/{worker_id}/replacement", () => {
  it("gives the place to another worker: the first one replaced, the other accepted, the contracts moved", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 1, attribution_mode: "manual" }));
    const [first, second] = await poolOf(space.id, 2);
    await attribute(agent.token, order.id, first!.id);
    expect(await contractsOf(first!.id)).toHaveLength(2);

    const answer = await replace(agent.token, order.id, first!.id, { replacement_worker_id: second!.id });
    expect(answer.status).toBe(200);
    const replaced = await readJson<OrderAnswer>(answer);
    expect(replaced.accepted_count).toBe(1);
    const workers = replaced.workers as LeftWorker[];
    expect(workers.map((w) => [w.worker_id, w.status, w.replaced_by_worker_id])).toEqual([
      [first!.id, "replaced", second!.id],
      [second!.id, "accepted", null],
    ]);
    expect(workers[0]!.left_at).not.toBeNull();
    expect(await contractsOf(first!.id)).toEqual([]);
    expect(await contractsOf(second!.id)).toEqual(["2026-12-07T07:00:00.000Z", "2026-12-08T07:00:00.000Z"]);
    // GET shows the same statuses.
    expect((await getOrder(agent.token, order.id)).workers.map((w) => w.status)).toEqual(["replaced", "accepted"]);

    // The replaced worker no longer holds a place: replacing them again is refused.
    const again = await replace(agent.token, order.id, first!.id, { replacement_worker_id: second!.id });
    expect(again.status).toBe(409);
    expect((await readJson<ErrorAnswer>(again)).error.message).toBe("Invalid status");
  });

  it("refuses a replacement unavailable (unless forced) or in contract, and leaves the place as it was", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 1 }));
    const [holder, busy, waiting] = await poolOf(space.id, 3);
    await attribute(agent.token, order.id, holder!.id);
    await addAvailability(busy!.id, space.id, "contract", "2026-12-09T00:00:00Z", "2026-12-10T00:00:00Z");

    const unavailable = await replace(agent.token, order.id, holder!.id, { replacement_worker_id: busy!.id });
    expect(unavailable.status).toBe(422);
    expect((await readJson<ErrorAnswer>(unavailable)).error.fields).toMatchObject([
      { field: "replacement_worker_id", reason: "unavailable" },
    ]);
    const inContract = await replace(agent.token, order.id, holder!.id, { replacement_worker_id: busy!.id, force: true });
    expect(inContract.status).toBe(409);
    expect((await readJson<ErrorAnswer>(inContract)).error.message).toBe("Worker already in contract");
    const unchanged = await getOrder(agent.token, order.id);
    expect(unchanged.workers.map((w) => [w.worker_id, w.status])).toEqual([[holder!.id, "accepted"]]);
    expect(await contractsOf(holder!.id)).toHaveLength(2);

    const self = await replace(agent.token, order.id, holder!.id, { replacement_worker_id: holder!.id });
    expect((await readJson<ErrorAnswer>(self)).error.fields).toMatchObject([{ reason: "same_worker" }]);
    const stranger = await replace(agent.token, order.id, holder!.id, { replacement_worker_id: 999_999 });
    expect((await readJson<ErrorAnswer>(stranger)).error.fields).toMatchObject([{ reason: "not_found" }]);

    // A worker still waiting on the proposal can replace: their row takes the place.
    await propose(agent.token, order.id, [waiting!.id]);
    const taken = await replace(agent.token, order.id, holder!.id, { replacement_worker_id: waiting!.id });
    expect(taken.status).toBe(200);
    expect((await readJson<OrderAnswer>(taken)).workers.map((w) => [w.worker_id, w.status])).toEqual([
      [holder!.id, "replaced"],
      [waiting!.id, "accepted"],
    ]);
  });
});

describe("POST /v1/orders/{id}/workers/{worker_id}/abandonment", () => {
  it("frees the place, removes the contracts not yet begun and keeps the period under way", async () => {
    const { space, agent, company } = await orderAgency();
    const day = 86_400_000;
    const midnight = Math.floor(Date.now() / day) * day;
    const periods = [
      { starts_at: new Date(midnight - day).toISOString(), ends_at: new Date(midnight + 2 * day).toISOString() },
      { starts_at: new Date(midnight + 7 * day).toISOString(), ends_at: new Date(midnight + 8 * day).toISOString() },
    ];
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 1, periods }));
    const [leaver, next] = await poolOf(space.id, 2);
    await attribute(agent.token, order.id, leaver!.id);

    const answer = await api(`/v1/orders/${order.id}/workers/${leaver!.id}/abandonment`, { method: "POST", token: agent.token });
    expect(answer.status).toBe(200);
    const abandoned = await readJson<OrderAnswer>(answer);
    expect(abandoned.accepted_count).toBe(0);
    expect(abandoned.workers.map((w) => [w.worker_id, w.status])).toEqual([[leaver!.id, "abandoned"]]);
    expect(await contractsOf(leaver!.id)).toEqual([periods[0]!.starts_at]);

    const twice = await api(`/v1/orders/${order.id}/workers/${leaver!.id}/abandonment`, { method: "POST", token: agent.token });
    expect(twice.status).toBe(409);
    expect((await readJson<ErrorAnswer>(twice)).error.message).toBe("Invalid status");

    // The place is free again for another worker.
    await attribute(agent.token, order.id, next!.id);
    expect((await getOrder(agent.token, order.id)).workers.map((w) => [w.worker_id, w.status])).toEqual([
      [leaver!.id, "abandoned"],
      [next!.id, "accepted"],
    ]);
  });

  it("is documented in the OpenAPI document with the replacement", async () => {
    const document = await readJson<{ paths: Record<string, unknown> }>(await api("/v1/openapi.json"));
    expect(document.paths["/v1/orders/{id}/workers/{worker_id}/replacement"]).toBeDefined();
    expect(document.paths["/v1/orders/{id}/workers/{worker_id}/abandonment"]).toBeDefined();
  });
});
