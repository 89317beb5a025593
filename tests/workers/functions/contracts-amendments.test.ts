import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ContractDetail } from "#domain/contracts/contract-schemas";
import { contractDocumentsToSign } from "#features/contracts/contract-amendments";
import { createD1Database } from "#db/client";
import { pdfText } from "../confirmation-factories";
import { acceptedWorker, contractAgency, contractOf } from "../contract-factories";
import { api, signedInUser } from "../factories";
import { readJson } from "../json";
import { ORDER_AGENT_PERMISSIONS } from "../order-factories";

// Amendments (issue item 5, decision 0055): a change of the order's dates, hours or rate after the
// contracts were sent or signed makes an avenant numbered under each, with its two PDFs; a later end
// is a renewal; a draft follows the order and needs none.

async function sentPlacement() {
  const agency = await contractAgency();
  const { agent, order, space } = agency;
  const contract = await contractOf(agent.token, { order_id: order.id, worker_id: await acceptedWorker(space.id, order.id) });
  const orderAgent = await signedInUser({ spaceIds: [space.id], permissions: ORDER_AGENT_PERMISSIONS });
  return { ...agency, contract, orderAgent };
}

const detailOf = async (token: string, id: number) => readJson<ContractDetail>(await api(`/v1/contracts/${id}`, { token }));

describe("amendments", () => {
  it("writes none while the contracts are a draft", async () => {
    const { agent, order, contract, orderAgent } = await sentPlacement();
    const patched = await api(`/v1/orders/${order.id}`, { method: "PATCH", token: orderAgent.token, json: { hourly_rate: 14 } });
    expect(patched.status).toBe(200);
    expect((await detailOf(agent.token, contract.id)).amendments).toEqual([]);
  });

  it("numbers a change of rate and hours, then a renewal, under a sent contract, each with its two PDFs", async () => {
    const { agent, order, contract, orderAgent, space } = await sentPlacement();
    await env.DB.prepare("UPDATE contracts SET status = 'sent', client_status = 'sent', worker_status = 'sent' WHERE id = ?")
      .bind(contract.id)
      .run();

    const patched = await api(`/v1/orders/${order.id}`, {
      method: "PATCH",
      token: orderAgent.token,
      json: { hourly_rate: 14, schedules: "7h-12h / 13h-16h" },
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    // The same values again change nothing.
    await api(`/v1/orders/${order.id}`, { method: "PATCH", token: orderAgent.token, json: { hourly_rate: 14 } });

    const renewed = await api(`/v1/orders/${order.id}/periods`, {
      method: "POST",
      token: orderAgent.token,
      json: { starts_at: "2026-12-21T07:00:00.000Z", ends_at: "2026-12-21T16:00:00.000Z" },
    });
    expect(renewed.status, await renewed.clone().text()).toBe(201);

    const detail = await detailOf(agent.token, contract.id);
    expect(detail.amendments).toMatchObject([
      {
        n: 1,
        number: `${contract.number}-A1`,
        kind: "change",
        status: "draft",
        changes: [
          { field: "schedules", from: "8h-12h / 13h-17h", to: "7h-12h / 13h-16h" },
          { field: "hourly_rate", to: 14 },
        ],
      },
      { n: 2, number: `${contract.number}-A2`, kind: "renewal", changes: [{ field: "ends_at", to: "2026-12-21T16:00:00.000Z" }] },
    ]);

    const pdf = await api(`/v1/contracts/${contract.id}/amendments/1/pdf?audience=worker`, { token: agent.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const text = await pdfText(await pdf.arrayBuffer());
    for (const mention of ["Avenant au contrat de mission", `${contract.number}-A1`, "7h-12h / 13h-16h", "14,00 €", "restent inchangées"]) {
      expect(text).toContain(mention);
    }
    const renewal = await pdfText(
      await (await api(`/v1/contracts/${contract.id}/amendments/2/pdf?audience=client`, { token: agent.token })).arrayBuffer(),
    );
    expect(renewal).toContain("Avenant au contrat de mise à disposition");
    expect(renewal).toContain("Renouvellement de la mission (L1251-35)");

    expect((await api(`/v1/contracts/${contract.id}/amendments/3/pdf?audience=client`, { token: agent.token })).status).toBe(404);
    expect((await api(`/v1/contracts/${contract.id}/amendments/1/pdf?audience=boss`, { token: agent.token })).status).toBe(422);
    const stranger = await signedInUser({ spaceIds: [(await contractAgency()).space.id], permissions: ["jobs-delegate"] });
    expect((await api(`/v1/contracts/${contract.id}/amendments/1/pdf?audience=client`, { token: stranger.token })).status).toBe(404);

    // The send path's list: the contracts (not signed yet) and both copies of each amendment.
    const documents = await contractDocumentsToSign(
      { db: createD1Database(env.DB), caller: { id: agent.id, permissions: ["jobs-delegate"], spaceIds: [space.id] } as never },
      contract.id,
    );
    expect(documents.map((document) => [document.audience, document.amendment])).toEqual([
      ["client", null],
      ["worker", null],
      ["client", 1],
      ["worker", 1],
      ["client", 2],
      ["worker", 2],
    ]);
  });

  it("is documented in the OpenAPI document", async () => {
    const document = await readJson<{ paths: Record<string, Record<string, unknown>> }>(await api("/v1/openapi.json"));
    expect(document.paths["/v1/contracts/{id}/amendments/{n}/pdf"]?.get).toBeDefined();
    expect(JSON.stringify(document.paths["/v1/contracts/{id}"]?.get)).toContain("amendments");
  });
});
