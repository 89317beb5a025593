import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { acceptedWorker, contractAgency, contractOf, type ContractAnswer } from "../contract-factories";
import { api, signedInUser } from "../factories";
import { readJson } from "../json";
import { ORDER_AGENT_PERMISSIONS } from "../order-factories";

// A cancelled placement cancels its unsigned contracts (issue item 5, decision 0055); signed ones stay.

async function contractNow(token: string, id: number) {
  return readJson<ContractAnswer>(await api(`/v1/contracts/${id}`, { token }));
}

describe("a cancelled placement", () => {
  it("cancels the withdrawn worker's unsigned contracts, both documents, and leaves another placement's alone", async () => {
    const { agent, order, space } = await contractAgency();
    const [leaving, staying] = await Promise.all([acceptedWorker(space.id, order.id), acceptedWorker(space.id, order.id)]);
    const leavingContract = await contractOf(agent.token, { order_id: order.id, worker_id: leaving });
    const stayingContract = await contractOf(agent.token, { order_id: order.id, worker_id: staying });
    const orderAgent = await signedInUser({ spaceIds: [space.id], permissions: ORDER_AGENT_PERMISSIONS });

    const withdrawn = await api(`/v1/orders/${order.id}/workers/${leaving}/attribution`, { method: "DELETE", token: orderAgent.token });
    expect(withdrawn.status).toBe(200);
    expect(await contractNow(agent.token, leavingContract.id)).toMatchObject({
      status: "cancelled",
      documents: [
        { audience: "client", status: "cancelled" },
        { audience: "worker", status: "cancelled" },
      ],
      late: false,
    });
    expect((await contractNow(agent.token, stayingContract.id)).status).toBe("draft");
  });

  it("cancels every unsigned contract of a cancelled order, and keeps a signed one", async () => {
    const { agent, order, space } = await contractAgency();
    const [unsigned, signed] = await Promise.all([acceptedWorker(space.id, order.id), acceptedWorker(space.id, order.id)]);
    const unsignedContract = await contractOf(agent.token, { order_id: order.id, worker_id: unsigned });
    const signedContract = await contractOf(agent.token, { order_id: order.id, worker_id: signed });
    await env.DB.prepare("UPDATE contracts SET status = 'signed', client_status = 'signed', worker_status = 'signed' WHERE id = ?")
      .bind(signedContract.id)
      .run();
    const orderAgent = await signedInUser({ spaceIds: [space.id], permissions: ORDER_AGENT_PERMISSIONS });

    const cancelled = await api(`/v1/orders/${order.id}/cancel`, { method: "POST", token: orderAgent.token });
    expect(cancelled.status).toBe(200);
    expect((await contractNow(agent.token, unsignedContract.id)).status).toBe("cancelled");
    expect((await contractNow(agent.token, signedContract.id)).status).toBe("signed");
  });
});
