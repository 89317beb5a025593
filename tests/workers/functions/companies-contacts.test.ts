import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";

type Contact = { id: number; company_id: number; first_name: string | null; last_name: string; email: string | null; phone: string | null };
type ErrorAnswer = { error: { code: string; message: string; fields?: { field: string; message: string }[] } };

async function companyOfNewSpace() {
  const space = await createSpace();
  const agent = await signedInUser({ spaceIds: [space.id] });
  const response = await api("/v1/companies", {
    method: "POST",
    token: agent.token,
    json: { name: "Transports Garnier", trade_name: "Garnier", address: "8 avenue Jean Jaurès", zipcode: "69007", city: "Lyon" },
  });
  const company = await readJson<{ id: number }>(response);
  const contacts = `/v1/companies/${company.id}/contacts`;
  const add = async (json: Record<string, unknown>) => {
    const answer = await api(contacts, { method: "POST", token: agent.token, json });
    return { status: answer.status, body: await readJson<Contact & ErrorAnswer>(answer) };
  };
  return { space, agent, company, contacts, add };
}

describe("a company's contacts (spec 000 §3 Contact, §5)", () => {
  it("adds, lists, updates and deletes contacts, counting them on the company and logging each change", async () => {
    const { agent, company, contacts, add } = await companyOfNewSpace();
    const created = await add({ first_name: "Sophie", last_name: "Garnier", email: "Sophie.Garnier@Garnier.test", job_title: "DRH" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ company_id: company.id, email: "sophie.garnier@garnier.test", phone: null });
    const second = await add({ last_name: "Morel", phone: "06 12 34 56 78" });
    expect(second.body.phone).toBe("+33612345678");

    const listed = await readJson<Contact[]>(await api(contacts, { token: agent.token }));
    expect(listed.map((contact) => contact.last_name)).toEqual(["Garnier", "Morel"]);
    const detail = await readJson<{ contacts_count: number }>(await api(`/v1/companies/${company.id}`, { token: agent.token }));
    expect(detail.contacts_count).toBe(2);

    const patched = await api(`${contacts}/${created.body.id}`, { method: "PATCH", token: agent.token, json: { job_title: "Directrice" } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ job_title: "Directrice" });
    expect((await api(`${contacts}/${created.body.id}`, { method: "DELETE", token: agent.token })).status).toBe(204);
    expect((await api(`${contacts}/${created.body.id}`, { method: "DELETE", token: agent.token })).status).toBe(404);

    const logs = await env.DB.prepare(
      "SELECT type, subject_id FROM activity_logs WHERE schema = 'contacts' AND description = ? ORDER BY id",
    )
      .bind(`company ${company.id}`)
      .all<{ type: string; subject_id: string }>();
    expect(logs.results.map((log) => log.type)).toEqual(["create", "create", "update", "delete"]);
    // Each entry names the contact by its id, the creations included.
    expect(logs.results.map((log) => log.subject_id)).toEqual(
      [created.body.id, second.body.id, created.body.id, created.body.id].map(String),
    );
  });

  it("refuses a duplicate contact: the same mail, or the same phone however it is typed, within the company", async () => {
    const { add } = await companyOfNewSpace();
    await add({ last_name: "Garnier", email: "contact@garnier.test", phone: "04 78 00 00 01" });
    const sameMail = await add({ last_name: "Autre", email: "CONTACT@garnier.test" });
    expect(sameMail.status).toBe(409);
    expect(sameMail.body.error.message).toBe("Contact already exists");
    expect(sameMail.body.error.fields?.map((field) => field.field)).toEqual(["email"]);
    const samePhone = await add({ last_name: "Autre", phone: "+33 4 78 00 00 01" });
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.error.fields?.map((field) => field.field)).toEqual(["phone"]);

    const other = await companyOfNewSpace();
    expect((await other.add({ last_name: "Garnier", email: "contact@garnier.test" })).status).toBe(201);
  });

  it("refuses a contact with neither mail nor phone, and an update that would leave it so", async () => {
    const { agent, contacts, add } = await companyOfNewSpace();
    const neither = await add({ first_name: "Paul", last_name: "Sans" });
    expect(neither.status).toBe(422);
    expect(neither.body.error.fields?.map((field) => field.field)).toEqual(["email", "phone"]);

    const created = await add({ last_name: "Avec", email: "avec@garnier.test" });
    const emptied = await api(`${contacts}/${created.body.id}`, { method: "PATCH", token: agent.token, json: { email: null } });
    expect(emptied.status).toBe(422);
    expect((await readJson<ErrorAnswer>(emptied)).error.fields?.map((field) => field.field)).toEqual(["email", "phone"]);
  });

  it("refuses names that are numbers", async () => {
    const { add } = await companyOfNewSpace();
    const numeric = await add({ first_name: "12", last_name: "3 456", email: "n@garnier.test" });
    expect(numeric.status).toBe(422);
    expect(numeric.body.error.fields?.map((field) => field.field)).toEqual(["first_name", "last_name"]);
  });
});
