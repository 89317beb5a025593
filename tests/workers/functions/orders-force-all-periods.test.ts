import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api } from "../factories";
import { readJson } from "../json";
import { addAvailability, createOrder, getOrder, orderAgency, orderBody, poolOf, propose } from "../order-factories";
import { reply } from "../sms-factories";

// The order option force_all_periods (spec 000 §3; decision 0029). TWO_PERIODS: 7 December, 8–11 December.

type ErrorAnswer = { error: { message: string; fields?: { field: string; reason: string }[] } };

async function availabilitiesOf(workerId: number) {
  const rows = await env.DB.prepare("SELECT status, starts_at FROM worker_availabilities WHERE worker_id = ? ORDER BY starts_at")
    .bind(workerId)
    .all<{ status: string; starts_at: number }>();
  return rows.results.map((row) => [row.status, new Date(row.starts_at).toISOString()]);
}

describe("force all periods", () => {
  it("proposes the whole order to a worker free for part of the periods, and the yes books every period", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { force_all_periods: true }));
    const [partly, never, inContract, free] = await poolOf(space.id, 4);
    await addAvailability(partly!.id, space.id, "unavailable", "2026-12-09T00:00:00Z", "2026-12-10T00:00:00Z");
    await addAvailability(never!.id, space.id, "unavailable", "2026-12-01T00:00:00Z", "2026-12-31T00:00:00Z");
    await addAvailability(inContract!.id, space.id, "contract", "2026-12-09T00:00:00Z", "2026-12-10T00:00:00Z");

    const proposed = await propose(agent.token, order.id, [partly!.id, free!.id]);
    expect(proposed.status).toBe(202);
    expect(await readJson(proposed)).toEqual([
      { worker_id: partly!.id, status: "queued" },
      { worker_id: free!.id, status: "queued" },
    ]);
    // Unavailable for every period, or in contract on one of them: still refused.
    const refused = await propose(agent.token, order.id, [never!.id, free!.id, inContract!.id]);
    expect(refused.status).toBe(422);
    expect((await readJson<ErrorAnswer>(refused)).error.fields!.map((f) => f.field)).toEqual(["worker_ids.0", "worker_ids.2"]);

    await reply(partly!.mobile, "OUI");
    expect((await getOrder(agent.token, order.id)).workers.map((w) => [w.worker_id, w.status])).toEqual([
      [partly!.id, "accepted"],
      [free!.id, "waiting"],
    ]);
    // Both periods are contract; the unavailable days over the second gave way.
    expect(await availabilitiesOf(partly!.id)).toEqual([
      ["contract", "2026-12-07T07:00:00.000Z"],
      ["contract", "2026-12-08T07:00:00.000Z"],
    ]);
  });

  it("without it, a worker free for part of the periods is refused, as before", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id));
    const [partly] = await poolOf(space.id, 1);
    await addAvailability(partly!.id, space.id, "unavailable", "2026-12-09T00:00:00Z", "2026-12-10T00:00:00Z");
    expect((await propose(agent.token, order.id, [partly!.id])).status).toBe(422);
    // Switched on afterwards (PATCH), the same proposal goes.
    const patched = await api(`/v1/orders/${order.id}`, { method: "PATCH", token: agent.token, json: { force_all_periods: true } });
    expect(patched.status).toBe(200);
    expect((await propose(agent.token, order.id, [partly!.id])).status).toBe(202);
  });

  it("lets a worker free for part of the periods to come replace an accepted one", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 1, force_all_periods: true }));
    const [holder, partly] = await poolOf(space.id, 2);
    await propose(agent.token, order.id, [holder!.id]);
    await api(`/v1/orders/${order.id}/workers/${holder!.id}/attribution`, { method: "POST", token: agent.token });
    await addAvailability(partly!.id, space.id, "unavailable", "2026-12-09T00:00:00Z", "2026-12-10T00:00:00Z");
    const replaced = await api(`/v1/orders/${order.id}/workers/${holder!.id}/replacement`, {
      method: "POST",
      token: agent.token,
      json: { replacement_worker_id: partly!.id },
    });
    expect(replaced.status).toBe(200);
  });
});
