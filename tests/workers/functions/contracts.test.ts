import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { pdfText } from "../confirmation-factories";
import { acceptedWorker, contractAgency, contractOf, createContract, type ContractAnswer } from "../contract-factories";
import { api, signedInUser } from "../factories";
import { readJson } from "../json";
import { ORDER_AGENT_PERMISSIONS } from "../order-factories";
import type { ErrorAnswer } from "../worker-factories";

// /v1/contracts (decision 0050): a placement's two contracts in draft, numbered per agency and year,
// due two jours ouvrables after the first day; every missing mention named at once; the walls.

describe("POST /v1/contracts", () => {
  it("drafts both contracts of an accepted worker with a number and the due day, and answers them again on a second call", async () => {
    const { agent, order, space } = await contractAgency();
    const workerId = await acceptedWorker(space.id, order.id);
    const response = await createContract(agent.token, { order_id: order.id, worker_id: workerId });
    expect(response.status).toBe(201);
    const contract = await readJson<ContractAnswer>(response);
    const year = new Date().getUTCFullYear();
    expect(contract).toMatchObject({
      space_id: space.id,
      order_id: order.id,
      worker_id: workerId,
      number: `${year}-000001`,
      status: "draft",
      documents: [
        { audience: "client", status: "draft" },
        { audience: "worker", status: "draft" },
      ],
      // Monday 7 December 2026: Tuesday 8 and Wednesday 9 are the two jours ouvrables.
      first_day: "2026-12-07",
      due_by: "2026-12-09",
      late: false,
    });

    const again = await createContract(agent.token, { order_id: order.id, worker_id: workerId });
    expect(again.status).toBe(200);
    expect((await readJson<ContractAnswer>(again)).id).toBe(contract.id);
    // The detail adds the amendments (decision 0055).
    expect(await readJson<ContractAnswer>(await api(`/v1/contracts/${contract.id}`, { token: agent.token }))).toEqual({
      ...contract,
      amendments: [],
    });
  });

  it("numbers the agency's contracts in sequence, never twice, even for calls at once", async () => {
    const { agent, order, space } = await contractAgency();
    const workers = await Promise.all([1, 2, 3].map(() => acceptedWorker(space.id, order.id)));
    const answers = await Promise.all(
      [...workers, workers[0]!, workers[1]!].map((workerId) => createContract(agent.token, { order_id: order.id, worker_id: workerId })),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status === 201)).toHaveLength(3);
    const numbers = new Set(await Promise.all(answers.map(async (answer) => (await readJson<ContractAnswer>(answer)).number)));
    const year = new Date().getUTCFullYear();
    expect([...numbers].sort()).toEqual([`${year}-000001`, `${year}-000002`, `${year}-000003`]);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM contracts WHERE space_id = ?").bind(space.id).first<{ n: number }>();
    expect(stored?.n).toBe(3);

    // Another agency counts from 1.
    const other = await contractAgency();
    const otherWorker = await acceptedWorker(other.space.id, other.order.id);
    expect((await contractOf(other.agent.token, { order_id: other.order.id, worker_id: otherWorker })).number).toBe(`${year}-000001`);
  });

  it("refuses before anything is written, naming every missing mention of the order, its position and the space", async () => {
    const { agent, order, space, positionId } = await contractAgency();
    await env.DB.prepare("UPDATE spaces SET pension_fund = NULL, financial_guarantor_name = '' WHERE id = ?").bind(space.id).run();
    await env.DB.prepare("UPDATE orders SET appeal_reason = 'replacement_absent_employee', trial_period_days = NULL WHERE id = ?")
      .bind(order.id)
      .run();
    await env.DB.prepare("UPDATE positions SET risky_job = NULL, protective_equipment = NULL WHERE id = ?").bind(positionId).run();
    const workerId = await acceptedWorker(space.id, order.id);
    const response = await createContract(agent.token, { order_id: order.id, worker_id: workerId });
    expect(response.status).toBe(422);
    expect((await readJson<ErrorAnswer>(response)).error.fields?.map((field) => [field.field, field.reason])).toEqual([
      ["space.financial_guarantor_name", "contract_financial_guarantor_empty"],
      ["space.pension_fund", "contract_pension_fund_empty"],
      ["order.replaced_person", "contract_replaced_person_empty"],
      ["position.risky_job", "contract_risky_job_unknown"],
      ["position.protective_equipment", "contract_protective_equipment_empty"],
      ["order.trial_period_days", "contract_trial_period_empty"],
    ]);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM contracts WHERE order_id = ?").bind(order.id).first<{ n: number }>();
    expect(stored?.n).toBe(0);
    const counter = await env.DB.prepare("SELECT count(*) AS n FROM contract_counters WHERE space_id = ?")
      .bind(space.id)
      .first<{ n: number }>();
    expect(counter?.n).toBe(0);

    // Filled in through the API, the same call makes the contracts.
    const orderAgent = await signedInUser({ spaceIds: [space.id], permissions: ORDER_AGENT_PERMISSIONS });
    expect(
      (
        await api(`/v1/orders/${order.id}`, {
          method: "PATCH",
          token: orderAgent.token,
          json: { replaced_person: "Marie Durand, cariste", trial_period_days: 2 },
        })
      ).status,
    ).toBe(200);
    await env.DB.prepare("UPDATE spaces SET pension_fund = 'Humanis', financial_guarantor_name = 'Caisse' WHERE id = ?")
      .bind(space.id)
      .run();
    await env.DB.prepare("UPDATE positions SET risky_job = 0, protective_equipment = 'Aucun' WHERE id = ?").bind(positionId).run();
    expect((await createContract(agent.token, { order_id: order.id, worker_id: workerId })).status).toBe(201);
  });

  it("refuses a worker not accepted on the order, and a body with unknown or missing keys", async () => {
    const { agent, order, space } = await contractAgency();
    const waiting = await acceptedWorker(space.id, order.id, { status: "waiting" });
    const refused = await createContract(agent.token, { order_id: order.id, worker_id: waiting });
    expect(refused.status).toBe(422);
    expect((await readJson<ErrorAnswer>(refused)).error.fields).toEqual([
      { field: "worker_id", reason: "not_accepted", message: "Worker is not accepted on the order" },
    ]);
    const invalid = await createContract(agent.token, { order_id: "x", extra: 1 });
    expect(invalid.status).toBe(422);
    expect(((await readJson<ErrorAnswer>(invalid)).error.fields ?? []).map((field) => field.field).sort()).toEqual([
      "extra",
      "order_id",
      "worker_id",
    ]);
  });

  it("needs jobs-delegate (403) and answers 404 for another space's order, worker or contract", async () => {
    const { agent, order, space } = await contractAgency();
    const workerId = await acceptedWorker(space.id, order.id);
    const contract = await contractOf(agent.token, { order_id: order.id, worker_id: workerId });
    const withoutPermission = await signedInUser({ spaceIds: [space.id], permissions: ["orders"] });
    expect((await createContract(withoutPermission.token, { order_id: order.id, worker_id: workerId })).status).toBe(403);
    expect((await api(`/v1/contracts/${contract.id}`, { token: withoutPermission.token })).status).toBe(403);
    expect((await api(`/v1/contracts?space_id=${space.id}`, { token: withoutPermission.token })).status).toBe(403);

    const other = await contractAgency();
    const otherWorker = await acceptedWorker(other.space.id, other.order.id);
    expect((await createContract(agent.token, { order_id: other.order.id, worker_id: otherWorker })).status).toBe(404);
    expect((await createContract(agent.token, { order_id: order.id, worker_id: otherWorker })).status).toBe(404);
    expect((await api(`/v1/contracts/${contract.id}`, { token: other.agent.token })).status).toBe(404);
    expect((await api(`/v1/contracts/${contract.id}/pdf?audience=client`, { token: other.agent.token })).status).toBe(404);
    expect((await api(`/v1/contracts?space_id=${space.id}`, { token: other.agent.token })).status).toBe(404);
  });
});

describe("GET /v1/contracts", () => {
  it("lists a space's contracts by status and lateness", async () => {
    const { agent, order, space } = await contractAgency();
    const onTime = await contractOf(agent.token, { order_id: order.id, worker_id: await acceptedWorker(space.id, order.id) });
    const late = await contractOf(agent.token, { order_id: order.id, worker_id: await acceptedWorker(space.id, order.id) });
    await env.DB.prepare("UPDATE contracts SET first_day = '2024-01-08', due_by = '2024-01-10' WHERE id = ?").bind(late.id).run();

    const all = await api(`/v1/contracts?space_id=${space.id}`, { token: agent.token });
    expect(all.status).toBe(200);
    expect(all.headers.get("X-Total-Count")).toBe("2");
    expect((await readJson<ContractAnswer[]>(all)).map((contract) => [contract.id, contract.late])).toEqual([
      [late.id, true],
      [onTime.id, false],
    ]);
    const lateOnly = await readJson<ContractAnswer[]>(await api(`/v1/contracts?space_id=${space.id}&late=true`, { token: agent.token }));
    expect(lateOnly.map((contract) => contract.id)).toEqual([late.id]);
    const notLate = await readJson<ContractAnswer[]>(await api(`/v1/contracts?space_id=${space.id}&late=false`, { token: agent.token }));
    expect(notLate.map((contract) => contract.id)).toEqual([onTime.id]);
    const signed = await readJson<ContractAnswer[]>(await api(`/v1/contracts?space_id=${space.id}&status=signed`, { token: agent.token }));
    expect(signed).toEqual([]);
    const drafts = await readJson<ContractAnswer[]>(
      await api(`/v1/contracts?space_id=${space.id}&status=draft,sent`, { token: agent.token }),
    );
    expect(drafts).toHaveLength(2);

    const bad = await api(`/v1/contracts?space_id=${space.id}&status=lost&late=maybe`, { token: agent.token });
    expect(bad.status).toBe(422);
    expect(((await readJson<ErrorAnswer>(bad)).error.fields ?? []).map((field) => field.field).sort()).toEqual([
      "query.late",
      "query.status",
    ]);
  });
});

describe("GET /v1/contracts/{id}/pdf", () => {
  it("writes the client's contract in French and the worker's with every L1251-16 mention, in English where asked", async () => {
    const { agent, order, space } = await contractAgency();
    const workerId = await acceptedWorker(space.id, order.id);
    const contract = await contractOf(agent.token, { order_id: order.id, worker_id: workerId });

    const client = await api(`/v1/contracts/${contract.id}/pdf?audience=client`, { token: agent.token });
    expect(client.status).toBe(200);
    expect(client.headers.get("Content-Type")).toBe("application/pdf");
    expect(client.headers.get("Content-Disposition")).toContain(
      `UTF-8''Contrat%20de%20mise%20%C3%A0%20disposition%20${contract.number}.pdf`,
    );
    const clientText = await pdfText(await client.arrayBuffer());
    for (const mention of [
      "Contrat de mise à disposition",
      contract.number,
      "Accroissement temporaire d'activité",
      "Commande exceptionnelle de fin d'année",
      "Cariste CACES 3",
      "Poste à risques particuliers (L4154-2)",
      "Chaussures de sécurité (fournis par l'entreprise utilisatrice)",
      "8h-12h / 13h-17h",
      "12,50 € de l'heure",
      "Caisse de garantie, 1 rue de Paris, 75001 Paris",
      "avancé ou reporté",
      "renouvelée deux fois",
    ]) {
      expect(clientText).toContain(mention);
    }
    // The worker's pay breakdown and funds are the worker's contract's, not the client's.
    expect(clientText).not.toContain("Humanis");

    const worker = await api(`/v1/contracts/${contract.id}/pdf?audience=worker`, { token: agent.token });
    const workerText = await pdfText(await worker.arrayBuffer());
    for (const mention of [
      "Contrat de mission",
      "Indemnité de fin de mission (10 %)",
      "1,25 € de l'heure",
      "Indemnité compensatrice de congés payés (10 %)",
      "1,38 € de l'heure",
      "2 jours de travail",
      "Humanis",
      "FASTT prévoyance",
      "n'est pas interdite",
    ]) {
      expect(workerText).toContain(mention);
    }

    const english = await api(`/v1/contracts/${contract.id}/pdf?audience=worker&lang=en`, { token: agent.token });
    expect(english.headers.get("Content-Language")).toBe("en");
    const englishText = await pdfText(await english.arrayBuffer());
    expect(englishText).toContain("Assignment contract");
    expect(englishText).toContain("End-of-assignment allowance (10 %)");

    expect((await api(`/v1/contracts/${contract.id}/pdf`, { token: agent.token })).status).toBe(422);
    expect((await api(`/v1/contracts/${contract.id}/pdf?audience=boss`, { token: agent.token })).status).toBe(422);
  });
});
