import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createSpace, createUser, signedInUser } from "../factories";
import { readJson } from "../json";
import { createOrder, getOrder, orderAgency, orderBody } from "../order-factories";

type Person = { id: number; first_name: string | null; last_name: string };
type ErrorAnswer = { error: { fields?: { field: string; message: string }[] } };

async function named(userId: number, firstName: string, lastName: string) {
  await env.DB.prepare("UPDATE users SET first_name = ?, last_name = ? WHERE id = ?").bind(firstName, lastName, userId).run();
}

async function deleted(userId: number) {
  await env.DB.prepare("UPDATE users SET deleted_at = ? WHERE id = ?").bind(Date.now(), userId).run();
}

describe("an order's business manager (spec 000 §3, a party of the order)", () => {
  it("GET /v1/orders/business-managers lists the space's live users by name, and no one else's", async () => {
    const { space, agent } = await orderAgency();
    await named(agent.id, "Zoé", "Martin");
    const colleague = await createUser({ spaceIds: [space.id] });
    await named(colleague.id, "Paul", "Durand");
    const gone = await createUser({ spaceIds: [space.id] });
    await deleted(gone.id);
    const elsewhere = await createUser({ spaceIds: [(await createSpace()).id] });

    const answer = await api(`/v1/orders/business-managers?space_id=${space.id}`, { token: agent.token });
    expect(answer.status).toBe(200);
    const people = await readJson<Person[]>(answer);
    expect(people).toEqual([
      { id: colleague.id, first_name: "Paul", last_name: "Durand" },
      { id: agent.id, first_name: "Zoé", last_name: "Martin" },
    ]);
    expect(people.map((person) => person.id)).not.toContain(elsewhere.id);
    expect(Object.keys(people[0]!).sort()).toEqual(["first_name", "id", "last_name"]);
  });

  it("is walled like the orders: another space is a 404, a caller without orders a 403", async () => {
    const { agent } = await orderAgency();
    const other = await createSpace();
    expect((await api(`/v1/orders/business-managers?space_id=${other.id}`, { token: agent.token })).status).toBe(404);

    const { space } = await orderAgency();
    const withoutOrders = await signedInUser({ spaceIds: [space.id], permissions: ["jobs-delegate"] });
    expect((await api(`/v1/orders/business-managers?space_id=${space.id}`, { token: withoutOrders.token })).status).toBe(403);
  });

  it("a manager of the space is kept and named on the order file; one of another space or deleted is refused by name", async () => {
    const { space, agent, company } = await orderAgency();
    const colleague = await createUser({ spaceIds: [space.id] });
    await named(colleague.id, "Paul", "Durand");
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { business_manager_user_id: colleague.id }));
    expect(order).toMatchObject({
      business_manager_user_id: colleague.id,
      business_manager: { id: colleague.id, first_name: "Paul", last_name: "Durand" },
    });

    const stranger = await createUser({ spaceIds: [(await createSpace()).id] });
    const gone = await createUser({ spaceIds: [space.id] });
    await deleted(gone.id);
    for (const managerId of [stranger.id, gone.id]) {
      const refused = await api("/v1/orders", {
        method: "POST",
        token: agent.token,
        json: orderBody(space.id, company.id, { business_manager_user_id: managerId }),
      });
      expect(refused.status).toBe(422);
      const body = await readJson<ErrorAnswer>(refused);
      expect(body.error.fields?.map((field) => field.field)).toEqual(["business_manager_user_id"]);
    }

    // A manager deleted after the order keeps the id on the order, but no longer a name to show.
    await deleted(colleague.id);
    expect(await getOrder(agent.token, order.id)).toMatchObject({ business_manager_user_id: colleague.id, business_manager: null });
  });

  it("the order file names the client's contact", async () => {
    const { space, agent, company } = await orderAgency();
    const contactAnswer = await api(`/v1/companies/${company.id}/contacts`, {
      method: "POST",
      token: agent.token,
      json: { first_name: "Claire", last_name: "Petit", email: "claire.petit@acme.test" },
    });
    expect(contactAnswer.status).toBe(201);
    const contact = await readJson<{ id: number }>(contactAnswer);
    const order = await createOrder(agent.token, orderBody(space.id, company.id, { contact_id: contact.id }));
    expect(order.contact).toEqual({ id: contact.id, first_name: "Claire", last_name: "Petit" });
    const without = await createOrder(agent.token, orderBody(space.id, company.id));
    expect(without.contact).toBeNull();
  });
});
