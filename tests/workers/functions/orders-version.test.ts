import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api } from "../factories";
import { readJson } from "../json";
import { createOrder, orderAgency, orderBody, poolOf, propose, type OrderAnswer } from "../order-factories";
import type { ErrorAnswer } from "../worker-factories";

// Decision 0013 applied to orders (0037): GET and PATCH /v1/orders/{id} answer the order's version as
// ETag, a PATCH with If-Match applies only to that version (412 changed_meanwhile, nothing written,
// before any other check), and its write guard holds the version when the batch runs, so of two edits
// loaded from one version only one is written. Only an edit of the terms moves the version.

function patch(id: number, token: string, json: unknown, ifMatch?: string) {
  return api(`/v1/orders/${id}`, { method: "PATCH", token, json, headers: ifMatch ? { "If-Match": ifMatch } : {} });
}

async function etagOf(id: number, token: string) {
  const answer = await api(`/v1/orders/${id}`, { token });
  expect(answer.status).toBe(200);
  const etag = answer.headers.get("ETag");
  expect(etag).toMatch(/^"\d+"$/);
  return etag!;
}

async function termsOf(id: number) {
  return env.DB.prepare("SELECT quantity, hourly_rate, schedules, updated_at FROM orders WHERE id = ?")
    .bind(id)
    .first<{ quantity: number; hourly_rate: number | null; schedules: string | null; updated_at: number }>();
}

async function updateLogs(id: number) {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n FROM activity_logs WHERE schema = 'orders' AND title = 'Order updated' AND subject_id = ?",
  )
    .bind(String(id))
    .first<{ n: number }>();
  return row!.n;
}

async function anOrder(overrides: Record<string, unknown> = {}) {
  const agency = await orderAgency();
  const order = await createOrder(agency.agent.token, orderBody(agency.space.id, agency.company.id, overrides));
  return { ...agency, order };
}

describe("PATCH /v1/orders/{id} with If-Match (decision 0013 applied to orders)", () => {
  it("answers the version as ETag on GET and PATCH; a PATCH from a version since changed is 412 and writes nothing", async () => {
    const { agent, order } = await anOrder();
    const loaded = await etagOf(order.id, agent.token);
    expect(loaded).toBe(`"${Date.parse(order.updated_at as string)}"`);

    const fresh = await patch(order.id, agent.token, { hourly_rate: 13.75 }, loaded);
    expect(fresh.status).toBe(200);
    const next = fresh.headers.get("ETag");
    expect(next).toMatch(/^"\d+"$/);
    expect(Number(next!.slice(1, -1))).toBeGreaterThan(Number(loaded.slice(1, -1)));
    expect(await etagOf(order.id, agent.token)).toBe(next);
    // The form's way: the updated_at the GET showed names the same version.
    expect(next).toBe(`"${Date.parse((await readJson<OrderAnswer>(fresh)).updated_at as string)}"`);
    const afterFirst = await termsOf(order.id);

    const stale = await patch(order.id, agent.token, { hourly_rate: 20, schedules: "perdu" }, loaded);
    expect(stale.status).toBe(412);
    expect((await readJson<ErrorAnswer>(stale)).error).toMatchObject({
      code: "changed_meanwhile",
      message: "Changed by someone else meanwhile: reload it",
    });
    expect(await termsOf(order.id)).toEqual(afterFirst);
    expect(await etagOf(order.id, agent.token)).toBe(next);
    expect(await updateLogs(order.id)).toBe(1);
  });

  it("of two edits loaded from the same version, exactly one is written: the other is 412 and its values are not", async () => {
    for (let round = 0; round < 3; round++) {
      const { agent, order } = await anOrder();
      const loaded = await etagOf(order.id, agent.token);
      const edits = [
        { quantity: 3, hourly_rate: 14, schedules: "8h-12h" },
        { quantity: 5, hourly_rate: 16, schedules: "14h-18h" },
      ];
      const answers = await Promise.all(edits.map((edit) => patch(order.id, agent.token, edit, loaded)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
      const refused = answers.findIndex((answer) => answer.status === 412);
      expect((await readJson<ErrorAnswer>(answers[refused]!)).error.code).toBe("changed_meanwhile");
      const stored = await termsOf(order.id);
      expect(stored).toMatchObject(edits[1 - refused]!);
      expect(stored).not.toMatchObject({ schedules: edits[refused]!.schedules });
      expect(await updateLogs(order.id)).toBe(1);
    }
  });

  it("refuses a stale If-Match before any other check", async () => {
    const { agent, order, space } = await anOrder({ quantity: 2 });
    const loaded = await etagOf(order.id, agent.token);
    expect((await patch(order.id, agent.token, { priority: 2 }, loaded)).status).toBe(200);
    const pool = await poolOf(space.id, 2);
    await propose(
      agent.token,
      order.id,
      pool.map((worker) => worker.id),
    );
    for (const worker of pool) await api(`/v1/orders/${order.id}/workers/${worker.id}/attribution`, { method: "POST", token: agent.token });
    const before = await termsOf(order.id);

    // Each would be refused by its own rule: a quantity below the workers delegated (409), a contact
    // that is not the client's (422). From a stale version, the answer is 412 first.
    for (const changes of [{ quantity: 1, hourly_rate: 30 }, { contact_id: 999_999_999 }]) {
      const stale = await patch(order.id, agent.token, changes, loaded);
      expect(stale.status).toBe(412);
      expect((await readJson<ErrorAnswer>(stale)).error.code).toBe("changed_meanwhile");
    }
    expect(await termsOf(order.id)).toEqual(before);
    expect((await patch(order.id, agent.token, { quantity: 1, hourly_rate: 30 })).status).toBe(409);
    expect((await patch(order.id, agent.token, { contact_id: 999_999_999 })).status).toBe(422);

    // Closed, the order is refused as not open at its current version; a stale one is still 412 first.
    const closed = await api(`/v1/orders/${order.id}/close`, { method: "POST", token: agent.token, json: { closing_state: "honored" } });
    expect(closed.status).toBe(200);
    expect((await patch(order.id, agent.token, { priority: 3 }, loaded)).status).toBe(412);
    const notOpen = await patch(order.id, agent.token, { priority: 3 }, await etagOf(order.id, agent.token));
    expect(notOpen.status).toBe(409);
    expect((await readJson<ErrorAnswer>(notOpen)).error.message).toBe("Order is not open");
    expect(await termsOf(order.id)).toEqual(before);
  });

  it("without If-Match (or with *) an edit applies as before, the last one winning; an If-Match of no version of ours is 412", async () => {
    const { agent, order } = await anOrder();
    expect((await patch(order.id, agent.token, { schedules: "un" })).status).toBe(200);
    const second = await patch(order.id, agent.token, { schedules: "deux" });
    expect(second.status).toBe(200);
    expect(second.headers.get("ETag")).toMatch(/^"\d+"$/);
    expect((await patch(order.id, agent.token, { schedules: "trois" }, "*")).status).toBe(200);
    expect((await termsOf(order.id))!.schedules).toBe("trois");
    const racing = await Promise.all([patch(order.id, agent.token, { priority: 1 }), patch(order.id, agent.token, { priority: 2 })]);
    expect(racing.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await patch(order.id, agent.token, { schedules: "quatre" }, '"pas une version"')).status).toBe(412);
    const current = await etagOf(order.id, agent.token);
    expect((await patch(order.id, agent.token, { schedules: "cinq" }, `"1", ${current}`)).status).toBe(200);
    expect((await termsOf(order.id))!.schedules).toBe("cinq");
  });

  it("a proposal, a worker accepted, a period added or deleted, a closing: none moves the version an open edit form holds", async () => {
    const { agent, order, space } = await anOrder({ attribution_mode: "manual" });
    const loaded = await etagOf(order.id, agent.token);
    const [worker] = await poolOf(space.id, 1);
    expect((await propose(agent.token, order.id, [worker!.id])).status).toBe(202);
    expect((await api(`/v1/orders/${order.id}/workers/${worker!.id}/attribution`, { method: "POST", token: agent.token })).status).toBe(
      200,
    );
    const added = await api(`/v1/orders/${order.id}/periods`, {
      method: "POST",
      token: agent.token,
      json: { starts_at: "2026-12-14T08:00:00+01:00", ends_at: "2026-12-14T17:00:00+01:00" },
    });
    expect(added.status).toBe(201);
    const period = (await readJson<OrderAnswer>(added)).periods.at(-1)!;
    const deleted = await api(`/v1/orders/${order.id}/periods/${period.id}?force=true`, { method: "DELETE", token: agent.token });
    expect(deleted.status).toBe(200);
    const file = await readJson<OrderAnswer>(deleted);
    expect(file).toMatchObject({ status: "processing", accepted_count: 1 });
    expect(await etagOf(order.id, agent.token)).toBe(loaded);
    // The edit loaded before all of them is written.
    expect((await patch(order.id, agent.token, { schedules: "8h-12h" }, loaded)).status).toBe(200);

    const edited = await etagOf(order.id, agent.token);
    const cancelled = await api(`/v1/orders/${order.id}/cancel`, { method: "POST", token: agent.token });
    expect(cancelled.status).toBe(200);
    expect(await etagOf(order.id, agent.token)).toBe(edited);
  });
});
