import { describe, expect, it } from "vitest";
import { api } from "../factories";
import { readJson } from "../json";
import { createOrder, getOrder, orderAgency, orderBody, poolOf, propose, type OrderAnswer } from "../order-factories";

// What the order file's edit page (decision 0037) relies on in PATCH /v1/orders/{id}: the terms it sends
// emptied (null) are cleared, the client, the contract type and the periods are not its to send, and
// "Order quantity exceeded" names the quantity, so the page shows it under that field.

type ErrorAnswer = { error: { code: string; message: string; fields?: { field: string; reason: string; message: string }[] } };

describe("PATCH /v1/orders/{id} as the edit page sends it", () => {
  it("clears the terms sent as null and keeps the client, the contract type and the periods", async () => {
    const { space, agent, company } = await orderAgency();
    const contactAnswer = await api(`/v1/companies/${company.id}/contacts`, {
      method: "POST",
      token: agent.token,
      json: { first_name: "Claire", last_name: "Petit", email: "claire.petit@acme.test" },
    });
    const contact = await readJson<{ id: number }>(contactAnswer);
    const order = await createOrder(
      agent.token,
      orderBody(space.id, company.id, {
        contact_id: contact.id,
        schedules: "8h-12h",
        source: "web",
        auto_reminder: true,
        reminder_hours_before: 12,
        mission_proposal_comment: "Gants fournis",
      }),
    );
    const edited = await api(`/v1/orders/${order.id}`, {
      method: "PATCH",
      token: agent.token,
      json: {
        contact_id: null,
        position_id: null,
        business_manager_user_id: null,
        quantity: 3,
        priority: 0,
        appeal_reason: null,
        hourly_rate: 13.75,
        coefficient: null,
        schedules: null,
        weekly_duration: null,
        collective_agreement_level: null,
        tasks: null,
        source: null,
        attribution_mode: "manual",
        force_available_workers: false,
        force_all_periods: false,
        anonymous_client: false,
        sms_show_client_name: true,
        sms_show_client_address: false,
        sms_client_arrival_validation: false,
        auto_reminder: false,
        reminder_hours_before: null,
        mission_proposal_comment: null,
        confirmation_comment: null,
      },
    });
    expect(edited.status).toBe(200);
    const expected = {
      company: { id: company.id },
      contract_type: "temporary_work",
      contact_id: null,
      contact: null,
      quantity: 3,
      hourly_rate: 13.75,
      coefficient: null,
      schedules: null,
      source: null,
      attribution_mode: "manual",
      sms_show_client_name: true,
      auto_reminder: false,
      reminder_hours_before: null,
      mission_proposal_comment: null,
    };
    expect(await readJson<OrderAnswer>(edited)).toMatchObject(expected);
    const reread = await getOrder(agent.token, order.id);
    expect(reread).toMatchObject(expected);
    expect(reread.periods).toEqual(order.periods);

    // The client and the contract type are not the edit's: PATCH refuses them as unknown keys.
    const refused = await api(`/v1/orders/${order.id}`, { method: "PATCH", token: agent.token, json: { contract_type: "permanent" } });
    expect(refused.status).toBe(422);
  });

  it("names the quantity when it falls below the workers delegated, and changes nothing", async () => {
    const { space, agent, company } = await orderAgency();
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { quantity: 2 }));
    const pool = await poolOf(space.id, 2);
    await propose(
      agent.token,
      order.id,
      pool.map((worker) => worker.id),
    );
    for (const worker of pool) await api(`/v1/orders/${order.id}/workers/${worker.id}/attribution`, { method: "POST", token: agent.token });
    const lower = await api(`/v1/orders/${order.id}`, { method: "PATCH", token: agent.token, json: { quantity: 1, hourly_rate: 20 } });
    expect(lower.status).toBe(409);
    expect((await readJson<ErrorAnswer>(lower)).error).toMatchObject({
      message: "Order quantity exceeded",
      fields: [{ field: "quantity", reason: "below_delegated", message: "Order quantity exceeded" }],
    });
    expect(await getOrder(agent.token, order.id)).toMatchObject({ quantity: 2, hourly_rate: 12.5, accepted_count: 2 });
  });
});
