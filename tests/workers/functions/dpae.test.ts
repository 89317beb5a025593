import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, signedInUser } from "../factories";
import { readJson } from "../json";
import { acceptedWorker, dpaeAgency, dpaeOf, prepareDpae, type DpaeAnswer } from "../dpae-factories";
import type { ErrorAnswer } from "../worker-factories";

// POST /v1/dpae prepares a declaration (every check first, one per worker, employer
// and day of hire), GET answers it, its XML and the space's list; resend only after an error.

describe("POST /v1/dpae", () => {
  it("prepares the declaration of an accepted worker, puts its deposit on the queue and answers it", async () => {
    const { agent, order, space } = await dpaeAgency();
    const workerId = await acceptedWorker(space.id, order.id);
    const { response, jobs } = await prepareDpae(agent.token, { order_id: order.id, worker_id: workerId });
    expect(response.status).toBe(201);
    const declaration = await readJson<DpaeAnswer>(response);
    expect(declaration).toMatchObject({
      space_id: space.id,
      order_id: order.id,
      worker_id: workerId,
      status: "pending",
      contract_nature: "CTT",
      // The order's first period: 7 December 08:00 in Paris.
      hired_at: "2026-12-07T07:00:00.000Z",
      hire_date: "2026-12-07",
      contract_end_date: "2026-12-11",
      test: true,
      urssaf_flow_id: null,
      returns: [],
    });
    expect(declaration).not.toHaveProperty("nir");
    expect(jobs).toEqual([{ type: "dpae.submit", version: 1, payload: { dpae_id: declaration.id } }]);

    const xml = await api(`/v1/dpae/${declaration.id}/xml`, { token: agent.token });
    expect(xml.status).toBe(200);
    expect(xml.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const text = await xml.text();
    expect(text).toContain("<FR_DUE_Upload.Test.Indicator>1</FR_DUE_Upload.Test.Indicator>");
    expect(text).toContain("<rxpers:FR_PersonIdentity.Surname.Text>NUNEZ</rxpers:FR_PersonIdentity.Surname.Text>");
    expect(text).toContain("<FR_Contract.StartContract.Time>08:00</FR_Contract.StartContract.Time>");
  });

  it("answers the existing declaration for the same worker, employer and day of hire, even for calls at once", async () => {
    const { agent, order, space } = await dpaeAgency();
    const workerId = await acceptedWorker(space.id, order.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api("/v1/dpae", { method: "POST", token: agent.token, json: { order_id: order.id, worker_id: workerId } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(answers.map(async (answer) => (await readJson<DpaeAnswer>(answer)).id)));
    expect(ids.size).toBe(1);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM dpae_declarations WHERE worker_id = ?")
      .bind(workerId)
      .first<{ n: number }>();
    expect(stored?.n).toBe(1);
    const logged = await env.DB.prepare("SELECT count(*) AS n FROM activity_logs WHERE schema = 'dpae_declarations' AND subject_id = ?")
      .bind(String([...ids][0]))
      .first<{ n: number }>();
    expect(logged?.n).toBe(1);
  });

  it("names each failing field with the spec's message, a worker without a NIR included", async () => {
    const { agent, order, space } = await dpaeAgency();
    await env.DB.prepare("UPDATE spaces SET ape_code = NULL, urssaf_code = 'TOO LONG', phone = NULL WHERE id = ?").bind(space.id).run();
    const workerId = await acceptedWorker(space.id, order.id, { nir: null, birth_city: null });
    const { response, jobs } = await prepareDpae(agent.token, { order_id: order.id, worker_id: workerId });
    expect(response.status).toBe(422);
    expect((await readJson<ErrorAnswer>(response)).error.fields).toEqual([
      { field: "space.ape_code", reason: "dpae_ape_code_invalid", message: "Invalid APE code" },
      { field: "space.urssaf_code", reason: "dpae_urssaf_code_invalid", message: "Invalid URSSAF code" },
      { field: "space.phone", reason: "dpae_employer_phone_empty", message: "Empty employer phone" },
      { field: "worker.birth_city", reason: "dpae_worker_birth_town_empty", message: "Empty worker birth town" },
      { field: "worker.nir", reason: "dpae_nir_invalid", message: "Invalid NIR" },
    ]);
    expect(jobs).toEqual([]);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM dpae_declarations WHERE worker_id = ?")
      .bind(workerId)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("refuses a worker who holds no place on the order, and a body with unknown or missing keys", async () => {
    const { agent, order, space } = await dpaeAgency();
    const waiting = await acceptedWorker(space.id, order.id, { status: "waiting" });
    const refused = await api("/v1/dpae", { method: "POST", token: agent.token, json: { order_id: order.id, worker_id: waiting } });
    expect(refused.status).toBe(422);
    expect((await readJson<ErrorAnswer>(refused)).error.fields).toEqual([
      { field: "worker_id", reason: "not_accepted", message: "Worker is not accepted on the order" },
    ]);
    const invalid = await api("/v1/dpae", { method: "POST", token: agent.token, json: { order_id: "x", extra: 1 } });
    expect(invalid.status).toBe(422);
    expect(((await readJson<ErrorAnswer>(invalid)).error.fields ?? []).map((field) => field.field).sort()).toEqual([
      "extra",
      "order_id",
      "worker_id",
    ]);
  });

  it("needs jobs-delegate (403) and answers 404 for another space's order or worker", async () => {
    const { agent, order, space } = await dpaeAgency();
    const workerId = await acceptedWorker(space.id, order.id);
    const withoutPermission = await signedInUser({ spaceIds: [space.id], permissions: ["orders"] });
    const forbidden = await api("/v1/dpae", {
      method: "POST",
      token: withoutPermission.token,
      json: { order_id: order.id, worker_id: workerId },
    });
    expect(forbidden.status).toBe(403);
    expect((await readJson<ErrorAnswer>(forbidden)).error.message).toBe("User has no rights");
    expect((await api("/v1/dpae", { token: withoutPermission.token })).status).toBe(403);

    const other = await dpaeAgency();
    const otherWorker = await acceptedWorker(other.space.id, other.order.id);
    expect(
      (await api("/v1/dpae", { method: "POST", token: agent.token, json: { order_id: other.order.id, worker_id: otherWorker } })).status,
    ).toBe(404);
    expect(
      (await api("/v1/dpae", { method: "POST", token: agent.token, json: { order_id: order.id, worker_id: otherWorker } })).status,
    ).toBe(404);

    const { response } = await prepareDpae(other.agent.token, { order_id: other.order.id, worker_id: otherWorker });
    const theirs = await readJson<DpaeAnswer>(response);
    expect((await api(`/v1/dpae/${theirs.id}`, { token: agent.token })).status).toBe(404);
    expect((await api(`/v1/dpae/${theirs.id}/xml`, { token: agent.token })).status).toBe(404);
    expect((await api(`/v1/dpae/${theirs.id}/resend`, { method: "POST", token: agent.token, json: {} })).status).toBe(404);
    const list = await readJson<DpaeAnswer[]>(await api(`/v1/dpae`, { token: agent.token }));
    expect(list.map((item) => item.id)).not.toContain(theirs.id);
  });
});

describe("GET /v1/dpae and resend", () => {
  it("lists the space's declarations by status, paged, newest first", async () => {
    const { agent, order, space } = await dpaeAgency();
    const ids: number[] = [];
    for (let index = 0; index < 3; index++) {
      const { response } = await prepareDpae(agent.token, { order_id: order.id, worker_id: await acceptedWorker(space.id, order.id) });
      ids.push((await readJson<DpaeAnswer>(response)).id);
    }
    await env.DB.prepare("UPDATE dpae_declarations SET status = 'error', error_message = 'NIR inconnu' WHERE id = ?").bind(ids[1]).run();
    const all = await api("/v1/dpae?per_page=2", { token: agent.token });
    expect(all.status).toBe(200);
    expect(all.headers.get("X-Total-Count")).toBe("3");
    expect(all.headers.get("Link")).toContain('rel="next"');
    expect((await readJson<DpaeAnswer[]>(all)).map((item) => item.id)).toEqual([ids[2], ids[1]]);
    const errors = await readJson<DpaeAnswer[]>(await api("/v1/dpae?status=error", { token: agent.token }));
    expect(errors.map((item) => [item.id, item.error_message])).toEqual([[ids[1], "NIR inconnu"]]);
    const open = await api("/v1/dpae?status=pending,success", { token: agent.token });
    expect((await readJson<DpaeAnswer[]>(open)).map((item) => item.id)).toEqual([ids[2], ids[0]]);
    const bad = await api("/v1/dpae?status=sent", { token: agent.token });
    expect(bad.status).toBe(422);
    expect((await readJson<ErrorAnswer>(bad)).error.fields?.[0]?.field).toMatch(/^query\.status/);
  });

  it("resends only after an error, and after an unknown outcome only once staff checked", async () => {
    const { agent, order, space } = await dpaeAgency();
    const { response } = await prepareDpae(agent.token, { order_id: order.id, worker_id: await acceptedWorker(space.id, order.id) });
    const { id } = await readJson<DpaeAnswer>(response);
    const notYet = await api(`/v1/dpae/${id}/resend`, { method: "POST", token: agent.token });
    expect(notYet.status).toBe(409);
    expect((await readJson<ErrorAnswer>(notYet)).error.message).toBe("Invalid status");

    await env.DB.prepare("UPDATE dpae_declarations SET status = 'error', outcome_unknown = 1, claimed_at = 1 WHERE id = ?").bind(id).run();
    const unchecked = await api(`/v1/dpae/${id}/resend`, { method: "POST", token: agent.token, json: {} });
    expect(unchecked.status).toBe(409);
    expect((await readJson<ErrorAnswer>(unchecked)).error.fields?.[0]?.field).toBe("deposit_checked");

    const send = (await import("vitest")).vi.spyOn(env.JOBS, "send");
    const resent = await api(`/v1/dpae/${id}/resend`, { method: "POST", token: agent.token, json: { deposit_checked: true } });
    expect(resent.status).toBe(200);
    expect(await readJson<DpaeAnswer>(resent)).toMatchObject({ id, status: "pending", outcome_unknown: false, error_message: null });
    expect(send.mock.calls.map(([job]) => job)).toEqual([{ type: "dpae.submit", version: 1, payload: { dpae_id: id } }]);
    send.mockRestore();
    expect((await dpaeOf(agent.token, id)).status).toBe("pending");
  });

  it("is in the OpenAPI document", async () => {
    const document = await readJson<{ paths: Record<string, Record<string, unknown>> }>(await api("/v1/openapi.json"));
    expect(Object.keys(document.paths["/v1/dpae"] ?? {}).sort()).toEqual(["get", "post"]);
    expect(Object.keys(document.paths["/v1/dpae/{id}"] ?? {})).toEqual(["get"]);
    expect(Object.keys(document.paths["/v1/dpae/{id}/xml"] ?? {})).toEqual(["get"]);
    expect(Object.keys(document.paths["/v1/dpae/{id}/resend"] ?? {})).toEqual(["post"]);
  });
});
