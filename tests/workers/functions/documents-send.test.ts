import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JobEnvelope } from "#features/jobs/job-envelope";
import queuesWorker from "#queues/src/index";
import { SAMPLES } from "#tests/fixtures/document-bytes";
import { uploaded, workerOfNewAgency } from "../document-factories";
import { api } from "../factories";
import type { ErrorAnswer } from "../worker-factories";

// A CV to a client's contacts (spec 000 §1; decision 0024).

afterEach(() => vi.restoreAllMocks());

async function companyWithContacts(token: string, emails: (string | null)[]) {
  const created = await api("/v1/companies", {
    method: "POST",
    token,
    json: { name: "Transports Garnier", trade_name: "Garnier", address: "8 avenue Jean Jaurès", zipcode: "69007", city: "Lyon" },
  });
  if (created.status !== 201) throw new Error(await created.text());
  const company = (await created.json()) as { id: number };
  const contactIds: number[] = [];
  for (const [index, email] of emails.entries()) {
    const json = email
      ? { last_name: ["Martin", "Bernard", "Durand"][index], email }
      : { last_name: ["Martin", "Bernard", "Durand"][index], phone: "0612345678" };
    const answer = await api(`/v1/companies/${company.id}/contacts`, { method: "POST", token, json });
    if (answer.status !== 201) throw new Error(await answer.text());
    contactIds.push(((await answer.json()) as { id: number }).id);
  }
  return { company, contactIds };
}

function send(path: string, token: string, json: unknown, idempotencyKey?: string) {
  return api(path, { method: "POST", token, json, headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {} });
}

/** What the route put on the queue, one envelope per e-mail. */
function captureJobs() {
  const sendBatch = vi.spyOn(env.JOBS, "sendBatch");
  return () => sendBatch.mock.calls.flatMap(([messages]) => [...messages].map((message) => message.body as JobEnvelope));
}

// The consumer as its wrangler.toml configures it in development: the local outbox, the same D1 and R2.
const queuesEnv = { ...env, EMAIL_DRIVER: "local" };

async function deliver(jobs: JobEnvelope[]) {
  const batch = createMessageBatch(
    "interim-jobs",
    jobs.map((body, index) => ({ id: `m${index}-${crypto.randomUUID()}`, body, timestamp: new Date(), attempts: 1 })),
  );
  const ctx = createExecutionContext();
  await queuesWorker.queue(batch, queuesEnv, ctx);
  return getQueueResult(batch, ctx);
}

async function outboxFor(email: string) {
  const { results } = await env.DB.prepare("SELECT recipient, subject, body FROM outbox_messages WHERE recipient = ?").bind(email).all();
  return results as { recipient: string; subject: string; body: string }[];
}

describe("documents: a CV to a client (spec 000 §1)", () => {
  it("queues one e-mail per contact with the file attached; the outbox gets each once even when delivered twice", async () => {
    const { token, path, worker } = await workerOfNewAgency();
    const cv = await uploaded(path, token, SAMPLES.pdf("CV sent"), { type: "anonymized_cv", name: "CV anonymisé cariste" });
    const emails = [`a-${crypto.randomUUID()}@client.test`, `b-${crypto.randomUUID()}@client.test`];
    const { company, contactIds } = await companyWithContacts(token, emails);
    const jobs = captureJobs();

    const answer = await send(`${path}/${cv.id}/send`, token, {
      contact_ids: contactIds,
      message: "Voici le profil dont nous avons parlé.",
    });
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({
      document_id: cv.id,
      sent_to: contactIds.map((id, index) => ({ contact_id: id, company_id: company.id, email: emails[index] })),
    });
    const queued = jobs();
    expect(queued).toHaveLength(2);
    expect(queued[0]).toMatchObject({
      type: "email.send",
      payload: {
        to: emails[0],
        text: "Voici le profil dont nous avons parlé.",
        attachments: [{ filename: "CV anonymisé cariste.pdf", contentType: "application/pdf" }],
      },
    });
    // The subject names the document, never the worker: an anonymised CV stays anonymous.
    expect((queued[0]!.payload as { subject: string }).subject).not.toContain(worker.last_name);

    expect((await deliver(queued)).retryMessages).toEqual([]);
    await deliver(queued);
    for (const email of emails) {
      const messages = await outboxFor(email);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.body).toContain("[CV anonymisé cariste.pdf]");
    }

    const logs = await env.DB.prepare(
      "SELECT schema, subject_id, type FROM activity_logs WHERE title IN ('Document sent', 'Worker document sent') AND path = ? ORDER BY schema",
    )
      .bind(`${path}/${cv.id}/send`)
      .all();
    expect(logs.results).toEqual([
      { schema: "companies", subject_id: String(company.id), type: "send" },
      { schema: "workers", subject_id: String(worker.id), type: "send" },
    ]);
  });

  it("the same request sent again with its Idempotency-Key reaches no contact twice", async () => {
    const { token, path } = await workerOfNewAgency();
    const cv = await uploaded(path, token, SAMPLES.pdf("CV retried"));
    const email = `retry-${crypto.randomUUID()}@client.test`;
    const { contactIds } = await companyWithContacts(token, [email]);
    const jobs = captureJobs();
    const key = `click-${crypto.randomUUID()}`;
    expect((await send(`${path}/${cv.id}/send`, token, { contact_ids: contactIds }, key)).status).toBe(202);
    expect((await send(`${path}/${cv.id}/send`, token, { contact_ids: contactIds }, key)).status).toBe(202);
    await deliver(jobs());
    expect(await outboxFor(email)).toHaveLength(1);
    // A new request (a later decision to send again) is its own e-mail.
    expect((await send(`${path}/${cv.id}/send`, token, { contact_ids: contactIds })).status).toBe(202);
    await deliver(jobs());
    expect(await outboxFor(email)).toHaveLength(2);
  });

  it("refuses another space's contact or document, a document that is not a CV, and a contact without e-mail; nothing is queued", async () => {
    const mine = await workerOfNewAgency();
    const theirs = await workerOfNewAgency();
    const myCv = await uploaded(mine.path, mine.token, SAMPLES.pdf("mine"));
    const theirCv = await uploaded(theirs.path, theirs.token, SAMPLES.pdf("theirs"));
    const notCv = await uploaded(mine.path, mine.token, SAMPLES.pdf("rib"), { type: "rib" });
    const { contactIds: myContacts } = await companyWithContacts(mine.token, [`m-${crypto.randomUUID()}@client.test`, null]);
    const { contactIds: theirContacts } = await companyWithContacts(theirs.token, [`t-${crypto.randomUUID()}@client.test`]);
    const jobs = captureJobs();

    const otherContact = await send(`${mine.path}/${myCv.id}/send`, mine.token, { contact_ids: [myContacts[0], theirContacts[0]] });
    expect(otherContact.status).toBe(422);
    expect(((await otherContact.json()) as ErrorAnswer).error.fields).toEqual([
      expect.objectContaining({ field: "contact_ids", reason: "not_found" }),
    ]);
    // Their document through my worker's path, and my path to their worker: not found.
    expect((await send(`${mine.path}/${theirCv.id}/send`, mine.token, { contact_ids: [myContacts[0]] })).status).toBe(404);
    expect((await send(`${theirs.path}/${theirCv.id}/send`, mine.token, { contact_ids: [myContacts[0]] })).status).toBe(404);
    const rib = await send(`${mine.path}/${notCv.id}/send`, mine.token, { contact_ids: [myContacts[0]] });
    expect(rib.status).toBe(422);
    expect(((await rib.json()) as ErrorAnswer).error.fields).toEqual([
      expect.objectContaining({ field: "document_id", reason: "not_a_cv" }),
    ]);
    const noEmail = await send(`${mine.path}/${myCv.id}/send`, mine.token, { contact_ids: [myContacts[1]] });
    expect(noEmail.status).toBe(422);
    expect(((await noEmail.json()) as ErrorAnswer).error.fields).toEqual([
      expect.objectContaining({ field: "contact_ids", reason: "no_email" }),
    ]);
    expect((await send(`${mine.path}/${myCv.id}/send`, mine.token, { contact_ids: [] })).status).toBe(422);
    expect((await send(`${mine.path}/${myCv.id}/send`, mine.token, { contact_ids: [myContacts[0], myContacts[0]] })).status).toBe(422);
    expect(jobs()).toEqual([]);
  });
});
