import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, createSpace, signedInUser } from "../factories";
import { readJson } from "../json";

// Decision 0013 for contacts: an edit based on a stale version is refused with
// 412 and writes nothing; two edits that each keep a mail or a phone cannot together clear both; an
// edit racing the contact's deletion answers 404, never 500.

type Contact = { id: number; email: string | null; phone: string | null; job_title: string | null; updated_at: string };
type ErrorAnswer = { error: { code: string; message: string; fields?: { field: string; message: string }[] } };

async function contactOfNewCompany(contact: Record<string, unknown>) {
  const space = await createSpace();
  const agent = await signedInUser({ spaceIds: [space.id] });
  const company = await readJson<{ id: number }>(
    await api("/v1/companies", {
      method: "POST",
      token: agent.token,
      json: { name: "Transports Garnier", trade_name: "Garnier", address: "8 avenue Jean Jaurès", zipcode: "69007", city: "Lyon" },
    }),
  );
  const created = await api(`/v1/companies/${company.id}/contacts`, { method: "POST", token: agent.token, json: contact });
  const { id } = await readJson<Contact>(created);
  const path = `/v1/companies/${company.id}/contacts/${id}`;
  const patch = (json: Record<string, unknown>, ifMatch?: string) =>
    api(path, { method: "PATCH", token: agent.token, json, headers: ifMatch ? { "If-Match": ifMatch } : {} });
  return { agent, company, id, path, patch };
}

async function storedContact(id: number) {
  return (await env.DB.prepare("SELECT email, phone, job_title, updated_at FROM contacts WHERE id = ?").bind(id).first<{
    email: string | null;
    phone: string | null;
    job_title: string | null;
    updated_at: number;
  }>())!;
}

async function updateLogs(id: number) {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n FROM activity_logs WHERE schema = 'contacts' AND type = 'update' AND subject_id = ?",
  )
    .bind(String(id))
    .first<{ n: number }>();
  return row!.n;
}

describe("contacts: no lost update", () => {
  it("applies an edit whose If-Match is the stored version, answering the new version as ETag", async () => {
    const { id, patch } = await contactOfNewCompany({ last_name: "Garnier", email: "s.garnier@garnier.test" });
    const before = await storedContact(id);
    const answer = await patch({ job_title: "DRH" }, `"${before.updated_at}"`);
    expect(answer.status).toBe(200);
    const after = await storedContact(id);
    expect(after.job_title).toBe("DRH");
    expect(after.updated_at).toBeGreaterThan(before.updated_at);
    expect(answer.headers.get("ETag")).toBe(`"${after.updated_at}"`);
    // The updated_at of the answer (as a list shows it) is accepted as well.
    const body = await readJson<Contact>(answer);
    expect((await patch({ job_title: "Directrice" }, `"${body.updated_at}"`)).status).toBe(200);
  });

  it("refuses an edit based on a version someone else changed meanwhile: 412, nothing written, nothing logged", async () => {
    const { id, patch } = await contactOfNewCompany({ last_name: "Garnier", email: "s.garnier@garnier.test" });
    const loaded = `"${(await storedContact(id)).updated_at}"`;
    expect((await patch({ job_title: "DRH" }, loaded)).status).toBe(200);
    const stale = await patch({ job_title: "Comptable", phone: "0478000001" }, loaded);
    expect(stale.status).toBe(412);
    expect((await readJson<ErrorAnswer>(stale)).error).toMatchObject({
      code: "changed_meanwhile",
      message: "Changed by someone else meanwhile: reload it",
    });
    expect(await storedContact(id)).toMatchObject({ job_title: "DRH", phone: null });
    expect(await updateLogs(id)).toBe(1);
  });

  it("moves the version on every edit, even two in the same millisecond", async () => {
    const { id, patch } = await contactOfNewCompany({ last_name: "Garnier", email: "s.garnier@garnier.test" });
    const future = Date.now() + 60_000;
    await env.DB.prepare("UPDATE contacts SET updated_at = ? WHERE id = ?").bind(future, id).run();
    expect((await patch({ job_title: "A" })).status).toBe(200);
    expect((await storedContact(id)).updated_at).toBe(future + 1);
    expect((await patch({ job_title: "B" })).status).toBe(200);
    expect((await storedContact(id)).updated_at).toBe(future + 2);
  });

  it("keeps a mail or a phone when two edits each clear one of them at once (without If-Match)", async () => {
    for (let round = 0; round < 3; round++) {
      const { id, patch } = await contactOfNewCompany({ last_name: "Garnier", email: "s.garnier@garnier.test", phone: "0478000002" });
      const answers = await Promise.all([patch({ email: null }), patch({ phone: null })]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 422]);
      const refused = await readJson<ErrorAnswer>(answers.find((answer) => answer.status === 422)!);
      expect(refused.error.fields?.map((field) => field.message)).toContain("email_or_phone_required");
      const stored = await storedContact(id);
      expect(stored.email !== null || stored.phone !== null).toBe(true);
      expect(await updateLogs(id)).toBe(1);
    }
  });

  it("gives one of two edits of the same loaded version, the other 412", async () => {
    const { id, patch } = await contactOfNewCompany({ last_name: "Garnier", email: "s.garnier@garnier.test", phone: "0478000003" });
    const loaded = `"${(await storedContact(id)).updated_at}"`;
    const answers = await Promise.all([patch({ job_title: "Premier" }, loaded), patch({ job_title: "Second" }, loaded)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
    expect(await updateLogs(id)).toBe(1);
  });
});

describe("contacts: races give 409 or 404, never 500", () => {
  it("answers 404 to an edit racing the contact's deletion, and writes nothing back", async () => {
    for (let round = 0; round < 3; round++) {
      const { agent, id, path, patch } = await contactOfNewCompany({ last_name: "Garnier", email: "s.garnier@garnier.test" });
      const [edited, deleted] = await Promise.all([patch({ job_title: "DRH" }), api(path, { method: "DELETE", token: agent.token })]);
      expect(deleted.status).toBe(204);
      expect([200, 404]).toContain(edited.status);
      expect(await env.DB.prepare("SELECT id FROM contacts WHERE id = ?").bind(id).first()).toBeNull();
    }
  });
});
