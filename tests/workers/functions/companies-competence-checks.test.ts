import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";

type Check = {
  id: number;
  company_id: number;
  company_name: string;
  worker_id: number | null;
  user_id: number | null;
  qualification: string;
  date_from: string | null;
  date_to: string | null;
};
type ErrorAnswer = { error: { fields?: { field: string; message: string }[] } };

async function createWorker(spaceId: number) {
  const now = Date.now();
  const row = await env.DB.prepare(
    "INSERT INTO workers (space_id, first_name, last_name, email, created_at, updated_at) VALUES (?, 'Lina', 'Roux', ?, ?, ?) RETURNING id",
  )
    .bind(spaceId, `lina.roux.${crypto.randomUUID()}@test.interim`, now, now)
    .first<{ id: number }>();
  return row!.id;
}

async function setup() {
  const space = await createSpace();
  const agent = await signedInUser({ spaceIds: [space.id] });
  const response = await api("/v1/companies", {
    method: "POST",
    token: agent.token,
    json: { name: "Menuiserie Blanc", trade_name: "Blanc", address: "4 rue Paul Bert", zipcode: "69003", city: "Lyon" },
  });
  const company = await readJson<{ id: number }>(response);
  const record = async (json: Record<string, unknown>) => {
    const answer = await api("/v1/competence-checks", { method: "POST", token: agent.token, json: { company_id: company.id, ...json } });
    return { status: answer.status, body: await readJson<Check & ErrorAnswer>(answer) };
  };
  return { space, agent, company, record };
}

const CHECK = { qualification: "Menuisier poseur", contract_type: "temporary", called_on: "2026-03-02" };

function fieldsOf(body: ErrorAnswer) {
  return (body.error.fields ?? []).map((field) => field.field);
}

describe("competence checks (spec 000 §3, §5)", () => {
  it("records a check, lists it per company and per worker, updates and deletes it", async () => {
    const { space, agent, company, record } = await setup();
    const workerId = await createWorker(space.id);
    const created = await record({
      ...CHECK,
      worker_id: workerId,
      date_from: "2026-03-09",
      date_to: "2026-03-20",
      company_phone: "04 78 00 00 02",
      take_back: true,
      exchange: "Client satisfait.",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      company_id: company.id,
      company_name: "Menuiserie Blanc",
      worker_id: workerId,
      user_id: agent.id,
    });
    const second = await record({ ...CHECK, called_on: "2026-03-05" });

    const byCompany = await readJson<Check[]>(await api(`/v1/competence-checks?company_id=${company.id}`, { token: agent.token }));
    expect(byCompany.map((check) => check.id)).toHaveLength(2);
    const byWorker = await readJson<Check[]>(await api(`/v1/competence-checks?worker_id=${workerId}`, { token: agent.token }));
    expect(byWorker.map((check) => check.id)).toEqual([created.body.id]);

    const url = `/v1/competence-checks/${created.body.id}`;
    const patched = await api(url, { method: "PATCH", token: agent.token, json: { qualification: "Menuisier d'atelier" } });
    expect(await patched.json()).toMatchObject({ qualification: "Menuisier d'atelier" });
    expect((await api(url, { method: "DELETE", token: agent.token })).status).toBe(204);
    expect((await api(url, { token: agent.token })).status).toBe(404);
    const logs = await env.DB.prepare(
      "SELECT type, subject_id FROM activity_logs WHERE schema = 'competence_checks' AND space_id = ? ORDER BY id",
    )
      .bind(space.id)
      .all<{ type: string; subject_id: string }>();
    expect(logs.results.map((log) => log.type)).toEqual(["create", "create", "update", "delete"]);
    // Each entry names the check by its id, the creations included.
    expect(logs.results.map((log) => log.subject_id)).toEqual(
      [created.body.id, second.body.id, created.body.id, created.body.id].map(String),
    );
  });

  it("names every missing required field and a date that does not exist", async () => {
    const { agent, record } = await setup();
    const missing = await api("/v1/competence-checks", { method: "POST", token: agent.token, json: {} });
    expect(missing.status).toBe(422);
    expect(fieldsOf(await readJson<ErrorAnswer>(missing))).toEqual(
      expect.arrayContaining(["company_id", "qualification", "contract_type", "called_on"]),
    );
    const badDate = await record({ ...CHECK, called_on: "2026-02-30" });
    expect(badDate.status).toBe(422);
    expect(fieldsOf(badDate.body)).toEqual(["called_on"]);
    expect(fieldsOf((await record({ ...CHECK, contract_type: "freelance" })).body)).toEqual(["contract_type"]);
  });

  it("refuses a period ending before it starts, on creation and on update", async () => {
    const { agent, record } = await setup();
    const reversed = await record({ ...CHECK, date_from: "2026-04-10", date_to: "2026-04-01" });
    expect(reversed.status).toBe(422);
    expect(reversed.body.error.fields).toEqual([expect.objectContaining({ field: "date_to", message: "date_to_before_date_from" })]);

    const oneDay = await record({ ...CHECK, date_from: "2026-04-10", date_to: "2026-04-10" });
    expect(oneDay.status).toBe(201);
    const patched = await api(`/v1/competence-checks/${oneDay.body.id}`, {
      method: "PATCH",
      token: agent.token,
      json: { date_from: "2026-04-11" },
    });
    expect(patched.status).toBe(422);
  });

  it("refuses a worker of another space", async () => {
    const { record } = await setup();
    const elsewhere = await createWorker((await createSpace()).id);
    const answer = await record({ ...CHECK, worker_id: elsewhere });
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer.body)).toEqual(["worker_id"]);
  });
});
