import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORDER_PERIODS_MAX } from "#domain/orders/order-schemas";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";
import {
  addAvailability,
  createOrder,
  getOrder,
  orderAgency,
  orderBody,
  poolOf,
  propose,
  TWO_PERIODS,
  type OrderAnswer,
} from "../order-factories";

type ErrorAnswer = { error: { code: string; message: string; fields?: { field: string; reason: string; message: string }[] } };

async function refusedFields(response: Response) {
  const body = await readJson<ErrorAnswer>(response);
  return (body.error.fields ?? []).map((field) => field.field).sort();
}

/** As many daily periods as an order may have (a year), 8 hours each from 4 January 2027. */
function aYearOfDailyPeriods() {
  const day = 24 * 3600 * 1000;
  const firstStart = Date.parse("2027-01-04T07:00:00.000Z");
  return Array.from({ length: ORDER_PERIODS_MAX }, (_, index) => ({
    starts_at: new Date(firstStart + index * day).toISOString(),
    ends_at: new Date(firstStart + index * day + 8 * 3600 * 1000).toISOString(),
  }));
}

describe("POST /v1/orders", () => {
  it("creates an order with the fixed keys, its periods and a number in the space", async () => {
    const { space, agent, company } = await orderAgency();
    const first = await createOrder(
      agent.token,
      orderBody(space.id, company.id, {
        appeal_reason: "temporary_increase_activity",
        schedules: "8h-12h / 13h-17h",
        weekly_duration: 35,
        collective_agreement_level: "N2",
        tasks: "Préparation de commandes",
        source: "web",
        sms_show_client_name: true,
        auto_reminder: true,
        mission_proposal_comment: "Chaussures de sécurité",
      }),
    );
    expect(first).toMatchObject({
      space_id: space.id,
      number: 1,
      contract_type: "temporary_work",
      quantity: 2,
      attribution_mode: "automatic",
      hourly_rate: 12.5,
      coefficient: 1.85,
      status: "pending",
      company: { id: company.id, name: "Acme Logistique" },
      reminder_hours_before: 24,
      sms_show_client_name: true,
      workers: [],
      starts_at: "2026-12-07T07:00:00.000Z",
      ends_at: "2026-12-11T17:00:00.000Z",
    });
    expect(first.periods.map((p) => [p.starts_at, p.ends_at])).toEqual([
      ["2026-12-07T07:00:00.000Z", "2026-12-07T16:00:00.000Z"],
      ["2026-12-08T07:00:00.000Z", "2026-12-11T17:00:00.000Z"],
    ]);
    const second = await createOrder(agent.token, orderBody(space.id, company.id));
    expect(second.number).toBe(2);
  });

  it("takes as many periods as the schema allows: a year of daily periods (D1 binds at most 100 parameters a statement)", async () => {
    const { space, agent, company } = await orderAgency();
    const periods = aYearOfDailyPeriods();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { periods }));
    expect(order.periods.map((period) => [period.starts_at, period.ends_at])).toEqual(
      periods.map((period) => [period.starts_at, period.ends_at]),
    );
    expect(order.ends_at).toBe(periods.at(-1)!.ends_at);
  });

  it("answers 422 naming each refused field", async () => {
    const { space, agent, company } = await orderAgency();
    const bad = await api("/v1/orders", {
      method: "POST",
      token: agent.token,
      json: orderBody(space.id, company.id, { quantity: 0, hourly_rate: 1000.5, coefficient: -1, attribution_mode: "first", periods: [] }),
    });
    expect(bad.status).toBe(422);
    expect(await refusedFields(bad)).toEqual(["attribution_mode", "coefficient", "hourly_rate", "periods", "quantity"]);

    const backwards = await api("/v1/orders", {
      method: "POST",
      token: agent.token,
      json: orderBody(space.id, company.id, {
        periods: [
          { starts_at: "2026-12-08T08:00:00+01:00", ends_at: "2026-12-08T07:00:00+01:00" },
          { starts_at: "2026-12-01T08:00:00+01:00", ends_at: "2026-12-01T17:00:00+01:00" },
        ],
      }),
    });
    expect(backwards.status).toBe(422);
    const body = await readJson<ErrorAnswer>(backwards);
    expect(body.error.fields!.map((f) => [f.field, f.message])).toEqual([
      ["periods.0.ends_at", "ends_before_start"],
      ["periods.1.starts_at", "periods_not_chronological"],
    ]);

    const edge = await createOrder(agent.token, orderBody(space.id, company.id, { hourly_rate: 1000, coefficient: 0 }));
    expect([edge.hourly_rate, edge.coefficient]).toEqual([1000, 0]);

    const foreign = await orderAgency();
    const otherClient = await api("/v1/orders", { method: "POST", token: agent.token, json: orderBody(space.id, foreign.company.id) });
    expect(otherClient.status).toBe(422);
    expect(await refusedFields(otherClient)).toEqual(["company_id"]);
  });

  it("needs the orders permission, and the contract type's order_template_* one", async () => {
    const { space, company } = await orderAgency();
    const noOrders = await signedInUser({ spaceIds: [space.id], permissions: ["order_template_temporary_work"] });
    for (const [method, path] of [
      ["POST", "/v1/orders"],
      ["GET", "/v1/orders"],
    ] as const) {
      const answer = await api(path, {
        method,
        token: noOrders.token,
        json: method === "POST" ? orderBody(space.id, company.id) : undefined,
      });
      expect(answer.status, path).toBe(403);
    }
    const agent = await signedInUser({ spaceIds: [space.id], permissions: ["orders", "order_template_temporary_work"] });
    const permanent = await api("/v1/orders", {
      method: "POST",
      token: agent.token,
      json: orderBody(space.id, company.id, { contract_type: "permanent" }),
    });
    expect(permanent.status).toBe(403);
    expect(await refusedFields(permanent)).toEqual(["contract_type"]);
    const unknown = await api("/v1/orders", {
      method: "POST",
      token: agent.token,
      json: orderBody(space.id, company.id, { contract_type: "temporary" }),
    });
    expect(unknown.status).toBe(422);
    const fixedTerm = await signedInUser({ spaceIds: [space.id], permissions: ["orders", "order_template_temporary"] });
    expect(
      (
        await api("/v1/orders", {
          method: "POST",
          token: fixedTerm.token,
          json: orderBody(space.id, company.id, { contract_type: "fixed_term" }),
        })
      ).status,
    ).toBe(201);
  });

  it("keeps another space's orders out of reach: 404 on every verb", async () => {
    const lyon = await orderAgency();
    const order = await createOrder(lyon.agent.token, orderBody(lyon.space.id, lyon.company.id));
    const lille = await orderAgency();
    const paths: [string, string, unknown?][] = [
      ["GET", `/v1/orders/${order.id}`],
      ["PATCH", `/v1/orders/${order.id}`, { quantity: 3 }],
      ["POST", `/v1/orders/${order.id}/proposals`, { worker_ids: [1] }],
      ["POST", `/v1/orders/${order.id}/close`, { closing_state: "honored" }],
      ["POST", `/v1/orders/${order.id}/periods`, TWO_PERIODS[0]],
      ["DELETE", `/v1/orders/${order.id}/periods/${order.periods[0]!.id}`],
    ];
    for (const [method, path, json] of paths) {
      expect((await api(path, { method, token: lille.agent.token, json })).status, `${method} ${path}`).toBe(404);
    }
    expect((await api(`/v1/orders?space_id=${lyon.space.id}`, { token: lille.agent.token })).status).toBe(404);
  });
});

describe("GET /v1/orders", () => {
  it("lists opened and closed, by status, client, dates and search, paged", async () => {
    const { space, agent, company } = await orderAgency();
    const other = await api("/v1/companies", {
      method: "POST",
      token: agent.token,
      json: {
        name: "Boulangerie Martin",
        trade_name: "Martin",
        space_id: space.id,
        address: "1 place Bellecour",
        zipcode: "69002",
        city: "Lyon",
      },
    });
    const bakery = await readJson<{ id: number }>(other);
    const december = await createOrder(agent.token, orderBody(space.id, company.id));
    const march = await createOrder(
      agent.token,
      orderBody(space.id, bakery.id, { periods: [{ starts_at: "2027-03-01T08:00:00+01:00", ends_at: "2027-03-01T12:00:00+01:00" }] }),
    );
    const closed = await createOrder(agent.token, orderBody(space.id, company.id));
    expect(
      (await api(`/v1/orders/${closed.id}/close`, { method: "POST", token: agent.token, json: { closing_state: "not_honored" } })).status,
    ).toBe(200);

    const ids = async (query: string) => {
      const answer = await api(`/v1/orders?${query}`, { token: agent.token });
      expect(answer.status, query).toBe(200);
      return (await readJson<OrderAnswer[]>(answer)).map((order) => order.id);
    };
    expect(await ids("")).toEqual([closed.id, march.id, december.id]);
    expect(await ids("state=opened")).toEqual([march.id, december.id]);
    expect(await ids("state=closed")).toEqual([closed.id]);
    expect(await ids("status=closed")).toEqual([closed.id]);
    expect(await ids(`company_id=${bakery.id}`)).toEqual([march.id]);
    expect(await ids("from=2027-01-01")).toEqual([march.id]);
    expect(await ids("to=2026-12-31&state=opened")).toEqual([december.id]);
    expect(await ids("q=boulangerie")).toEqual([march.id]);
    expect(await ids(`q=CO-${String(december.number).padStart(6, "0")}`)).toEqual([december.id]);
    const page = await api("/v1/orders?per_page=2&page=2", { token: agent.token });
    expect(page.headers.get("X-Total-Count")).toBe("3");
    expect((await readJson<OrderAnswer[]>(page)).map((order) => order.id)).toEqual([december.id]);
    expect((await api("/v1/orders?state=open", { token: agent.token })).status).toBe(422);
  });
});

describe("periods, quantity and closing", () => {
  it("adds and deletes periods; a period with delegated workers needs force", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 1 }));
    const overlapping = await api(`/v1/orders/${order.id}/periods`, { method: "POST", token: agent.token, json: TWO_PERIODS[1] });
    expect(overlapping.status).toBe(422);
    const added = await api(`/v1/orders/${order.id}/periods`, {
      method: "POST",
      token: agent.token,
      json: { starts_at: "2026-12-14T08:00:00+01:00", ends_at: "2026-12-14T17:00:00+01:00" },
    });
    expect(added.status).toBe(201);
    const withThree = await readJson<OrderAnswer>(added);
    expect(withThree.periods).toHaveLength(3);
    expect(withThree.ends_at).toBe("2026-12-14T16:00:00.000Z");

    const [worker] = await poolOf(space.id, 1);
    expect((await propose(agent.token, order.id, [worker!.id])).status).toBe(202);
    expect((await api(`/v1/orders/${order.id}/workers/${worker!.id}/attribution`, { method: "POST", token: agent.token })).status).toBe(
      200,
    );
    const contracts = await env.DB.prepare("SELECT count(*) AS n FROM worker_availabilities WHERE worker_id = ? AND status = 'contract'")
      .bind(worker!.id)
      .first<{ n: number }>();
    expect(contracts!.n).toBe(3);

    const last = withThree.periods[2]!.id;
    const refused = await api(`/v1/orders/${order.id}/periods/${last}`, { method: "DELETE", token: agent.token });
    expect(refused.status).toBe(409);
    expect((await readJson<ErrorAnswer>(refused)).error.message).toBe("Period has delegated workers");
    const forced = await api(`/v1/orders/${order.id}/periods/${last}?force=true`, { method: "DELETE", token: agent.token });
    expect(forced.status).toBe(200);
    expect((await readJson<OrderAnswer>(forced)).periods).toHaveLength(2);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM worker_availabilities WHERE worker_id = ? AND status = 'contract'")
      .bind(worker!.id)
      .first<{ n: number }>();
    expect(after!.n).toBe(2);
  });

  it("refuses a quantity below the workers delegated", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 2 }));
    const pool = await poolOf(space.id, 2);
    await propose(
      agent.token,
      order.id,
      pool.map((w) => w.id),
    );
    for (const worker of pool) await api(`/v1/orders/${order.id}/workers/${worker.id}/attribution`, { method: "POST", token: agent.token });
    const lower = await api(`/v1/orders/${order.id}`, { method: "PATCH", token: agent.token, json: { quantity: 1 } });
    expect(lower.status).toBe(409);
    expect((await readJson<ErrorAnswer>(lower)).error.message).toBe("Order quantity exceeded");
    const higher = await api(`/v1/orders/${order.id}`, {
      method: "PATCH",
      token: agent.token,
      json: { quantity: 3, tasks: "Manutention" },
    });
    expect(higher.status).toBe(200);
    expect(await readJson<OrderAnswer>(higher)).toMatchObject({
      quantity: 3,
      tasks: "Manutention",
      accepted_count: 2,
      status: "processing",
    });
  });

  it("closes an open order with at least one period, once", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { periods: [TWO_PERIODS[0]] }));
    expect(
      (await api(`/v1/orders/${order.id}/close`, { method: "POST", token: agent.token, json: { closing_state: "done" } })).status,
    ).toBe(422);
    expect((await api(`/v1/orders/${order.id}/periods/${order.periods[0]!.id}`, { method: "DELETE", token: agent.token })).status).toBe(
      200,
    );
    const empty = await api(`/v1/orders/${order.id}/close`, { method: "POST", token: agent.token, json: { closing_state: "honored" } });
    expect(empty.status).toBe(409);
    expect((await readJson<ErrorAnswer>(empty)).error.message).toBe("Order must have at least one period");
    await api(`/v1/orders/${order.id}/periods`, { method: "POST", token: agent.token, json: TWO_PERIODS[0] });
    const closed = await api(`/v1/orders/${order.id}/close`, {
      method: "POST",
      token: agent.token,
      json: { closing_state: "partially_honored" },
    });
    expect(closed.status).toBe(200);
    expect(await readJson<OrderAnswer>(closed)).toMatchObject({ status: "closed", closing_state: "partially_honored" });
    const again = await api(`/v1/orders/${order.id}/close`, { method: "POST", token: agent.token, json: { closing_state: "honored" } });
    expect(again.status).toBe(409);
    expect((await readJson<ErrorAnswer>(again)).error.message).toBe("Order is not open");
    expect((await api(`/v1/orders/${order.id}/cancel`, { method: "POST", token: agent.token })).status).toBe(409);
    expect((await api(`/v1/orders/${order.id}`, { method: "PATCH", token: agent.token, json: { quantity: 4 } })).status).toBe(409);
  });

  it("cancels an order, and its waiting proposals with it", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id));
    const pool = await poolOf(space.id, 1);
    await propose(agent.token, order.id, [pool[0]!.id]);
    const cancelled = await api(`/v1/orders/${order.id}/cancel`, { method: "POST", token: agent.token });
    expect(await readJson<OrderAnswer>(cancelled)).toMatchObject({
      status: "cancelled",
      workers: [{ worker_id: pool[0]!.id, status: "cancelled", outcome: "order_closed" }],
    });
  });
});

describe("POST /v1/orders/{id}/proposals", () => {
  it("answers 202, records each worker waiting and queues the SMS with the comment, the client only where the options say", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { mission_proposal_comment: "Chaussures de sécurité." }));
    const pool = await poolOf(space.id, 2);
    const answer = await propose(agent.token, order.id, [...pool.map((w) => w.id), 999_999]);
    expect(answer.status).toBe(202);
    expect(await readJson(answer)).toEqual([
      { worker_id: pool[0]!.id, status: "queued" },
      { worker_id: pool[1]!.id, status: "queued" },
      { worker_id: 999_999, status: "not_found" },
    ]);
    const sms = await env.DB.prepare("SELECT body, order_id FROM sms_messages WHERE worker_id = ?")
      .bind(pool[0]!.id)
      .first<{ body: string; order_id: number }>();
    expect(sms!.order_id).toBe(order.id);
    expect(sms!.body).toContain("Chaussures de sécurité.");
    expect(sms!.body).toContain("du 07/12 08h00 au 11/12 18h00");
    expect(sms!.body).not.toContain("Acme");
    expect(sms!.body).not.toContain("République");
    const detail = await getOrder(agent.token, order.id);
    expect(detail.status).toBe("processing");
    expect(detail.workers.map((w) => [w.worker_id, w.status])).toEqual(pool.map((w) => [w.id, "waiting"]));

    const again = await propose(agent.token, order.id, [pool[0]!.id]);
    expect(await readJson(again)).toEqual([{ worker_id: pool[0]!.id, status: "already_proposed" }]);

    const named = await createOrder(
      agent.token,
      orderBody(space.id, company.id, { sms_show_client_name: true, sms_show_client_address: true }),
    );
    await propose(agent.token, named.id, [pool[0]!.id]);
    const namedSms = await env.DB.prepare("SELECT body FROM sms_messages WHERE order_id = ?").bind(named.id).first<{ body: string }>();
    expect(namedSms!.body).toContain("chez Acme Logistique, 12 rue de la République 69003 Lyon");
  });

  it("refuses workers unavailable for the periods unless forced", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id));
    const pool = await poolOf(space.id, 3);
    await addAvailability(pool[1]!.id, space.id, "unavailable", "2026-12-09T00:00:00Z", "2026-12-10T00:00:00Z");
    await addAvailability(pool[2]!.id, space.id, "available", "2026-12-01T00:00:00Z", "2026-12-31T00:00:00Z");
    const refused = await propose(
      agent.token,
      order.id,
      pool.map((w) => w.id),
    );
    expect(refused.status).toBe(422);
    const body = await readJson<ErrorAnswer>(refused);
    expect(body.error.fields).toEqual([{ field: "worker_ids.1", reason: "unavailable", message: "Worker unavailable" }]);
    expect(
      (
        await propose(
          agent.token,
          order.id,
          pool.map((w) => w.id),
          { force: true },
        )
      ).status,
    ).toBe(202);
  });

  it("checks availability over a year of daily periods (one JSON parameter, not two per period)", async () => {
    const { space, agent, company } = await orderAgency();
    const periods = aYearOfDailyPeriods();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { periods }));
    const pool = await poolOf(space.id, 2);
    // Unavailable only on the 300th day: found among the 366 periods.
    const off = Date.parse(periods[299]!.starts_at);
    const day = 24 * 3600 * 1000;
    await addAvailability(pool[1]!.id, space.id, "unavailable", new Date(off).toISOString(), new Date(off + day / 2).toISOString());
    const refused = await propose(
      agent.token,
      order.id,
      pool.map((w) => w.id),
    );
    expect(refused.status).toBe(422);
    expect((await readJson<ErrorAnswer>(refused)).error.fields).toEqual([
      { field: "worker_ids.1", reason: "unavailable", message: "Worker unavailable" },
    ]);
    expect((await propose(agent.token, order.id, [pool[0]!.id])).status).toBe(202);
  });

  it("refuses a space with SMS off", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id));
    const pool = await poolOf(space.id, 1);
    await env.DB.prepare("UPDATE spaces SET sms_enabled = 0 WHERE id = ?").bind(space.id).run();
    const answer = await propose(agent.token, order.id, [pool[0]!.id]);
    expect(answer.status).toBe(403);
    expect((await readJson<ErrorAnswer>(answer)).error.message).toBe("Space has no rights");
  });
});

describe("positions", () => {
  it("creates, reads, updates and matches positions with a worker at 50 % or more", async () => {
    const { space, agent, company } = await orderAgency();
    const created = await api("/v1/positions", {
      method: "POST",
      token: agent.token,
      json: {
        space_id: space.id,
        company_id: company.id,
        title: "Cariste",
        qualification: "Cariste",
        tasks: "Chargement",
        skills: ["CACES R489 cat. 3", "Permis B", "SST"],
      },
    });
    expect(created.status).toBe(201);
    const position = await readJson<{ id: number; skills: string[] }>(created);
    expect(position.skills).toHaveLength(3);
    await api("/v1/positions", { method: "POST", token: agent.token, json: { space_id: space.id, title: "Soudeur", skills: ["TIG"] } });
    const worker = await api("/v1/workers", {
      method: "POST",
      token: agent.token,
      json: {
        space_id: space.id,
        first_name: "Camille",
        last_name: "Durand",
        email: `c-${crypto.randomUUID().slice(0, 8)}@exemple.fr`,
        favorite_jobs: ["Cariste"],
      },
    });
    expect(worker.status).toBe(201);
    const { id: workerId } = await readJson<{ id: number }>(worker);
    await env.DB.prepare("UPDATE workers SET resume_keywords = 'Permis B, SST' WHERE id = ?").bind(workerId).run();
    const matching = await api(`/v1/positions?worker_id=${workerId}&matching=true`, { token: agent.token });
    expect(matching.status).toBe(200);
    expect((await readJson<{ title: string; match_percent: number }[]>(matching)).map((p) => [p.title, p.match_percent])).toEqual([
      ["Cariste", 75],
    ]);
    const all = await readJson<{ title: string; match_percent: number }[]>(
      await api(`/v1/positions?worker_id=${workerId}`, { token: agent.token }),
    );
    expect(all.map((p) => [p.title, p.match_percent])).toEqual([
      ["Cariste", 75],
      ["Soudeur", 0],
    ]);
    const patched = await api(`/v1/positions/${position.id}`, {
      method: "PATCH",
      token: agent.token,
      json: { place_city: "Vénissieux", hourly_rate: 1001 },
    });
    expect(patched.status).toBe(422);
    expect(
      (await api(`/v1/positions/${position.id}`, { method: "PATCH", token: agent.token, json: { place_city: "Vénissieux" } })).status,
    ).toBe(200);
    const other = await signedInUser({ spaceIds: [(await createSpace()).id] });
    expect((await api(`/v1/positions/${position.id}`, { token: other.token })).status).toBe(404);
    expect((await api(`/v1/positions?worker_id=${workerId}`, { token: other.token })).status).toBe(404);
  });
});

describe("OpenAPI", () => {
  it("documents the order and position routes", async () => {
    const document = await readJson<{ paths: Record<string, unknown> }>(await api("/v1/openapi.json"));
    for (const path of [
      "/v1/orders",
      "/v1/orders/{id}",
      "/v1/orders/{id}/proposals",
      "/v1/orders/{id}/close",
      "/v1/orders/{id}/periods/{period_id}",
      "/v1/orders/{id}/workers/{worker_id}/attribution",
      "/v1/positions",
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
  });
});

describe("a proposal to many workers", () => {
  it("proposes to 200 workers at once: 202, 200 waiting rows, 200 SMS", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id));
    const pool = await poolOf(space.id, 200);
    const answer = await propose(
      agent.token,
      order.id,
      pool.map((w) => w.id),
    );
    expect(answer.status).toBe(202);
    expect((await readJson<{ status: string }[]>(answer)).filter((r) => r.status === "queued")).toHaveLength(200);
    const sms = await env.DB.prepare("SELECT count(*) AS n FROM sms_messages WHERE order_id = ?").bind(order.id).first<{ n: number }>();
    expect(sms!.n).toBe(200);
    expect((await getOrder(agent.token, order.id)).workers).toHaveLength(200);
  });
});
