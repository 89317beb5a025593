import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createD1Database } from "#db/client";
import { yousignSignature } from "#features/contracts/signature/accept-yousign-webhook";
import type { JobEnvelope } from "#features/jobs/job-envelope";
import { runJob } from "#features/jobs/run-job";
import { hubPublisher } from "#features/notifications/live-publisher";
import type { FunctionsBindings } from "#functions/src/env";
import worker from "#functions/src/index";
import { acceptedWorker, contractAgency, contractOf, type ContractAnswer } from "../contract-factories";
import { api } from "../factories";
import { readJson } from "../json";
import type { ErrorAnswer } from "../worker-factories";

// Electronic signature of a placement's contracts (decision 0054): the send (202, through the queue, one
// request per contract), the signers' links by SMS and e-mail, the local signing page's events, Yousign's
// webhook verified and applied once, and the signed copies kept and downloaded.

const WEBHOOK_SECRET = "whsec-test-yousign";

/** Whatever a call put on the queue (one job or a batch: the SMS go by batches). */
async function withJobs<T>(call: () => Promise<T>) {
  const send = vi.spyOn(env.JOBS, "send");
  const sendBatch = vi.spyOn(env.JOBS, "sendBatch");
  try {
    const result = await call();
    const jobs = [
      ...send.mock.calls.map(([job]) => job as JobEnvelope),
      ...sendBatch.mock.calls.flatMap(([batch]) => [...batch].map((message) => message.body as JobEnvelope)),
    ];
    return { result, jobs };
  } finally {
    send.mockRestore();
    sendBatch.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

/** Runs jobs as the queue consumer would, and the jobs they queue in turn, of the types named. */
async function consume(jobs: JobEnvelope[], types: string[]) {
  const done: JobEnvelope[] = [];
  let pending = jobs.filter((job) => types.includes(job.type));
  while (pending.length > 0) {
    const next: JobEnvelope[] = [];
    for (const job of pending) {
      const { jobs: queued } = await withJobs(() =>
        runJob(job, { db: createD1Database(env.DB), env: { ...env }, live: hubPublisher(env.NOTIFICATIONS), now: new Date(), attempts: 1 }),
      );
      done.push(job, ...queued);
      next.push(...queued.filter((queuedJob) => types.includes(queuedJob.type)));
    }
    pending = next;
  }
  return done;
}

async function callWorker(path: string, init: RequestInit = {}, overrides: Partial<FunctionsBindings> = {}) {
  const bindings: FunctionsBindings = { ...env, ...overrides };
  const ctx = createExecutionContext();
  const request = new Request(`https://api.test${path}`, init) as Parameters<typeof worker.fetch>[0];
  const response = await worker.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A drafted contract whose order names a contact with an e-mail and whose worker has a mobile. */
async function signableContract() {
  const agency = await contractAgency();
  const workerId = await acceptedWorker(agency.space.id, agency.order.id);
  const mobile = `+3361${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  await env.DB.prepare("UPDATE workers SET mobile_phone_number = ? WHERE id = ?").bind(mobile, workerId).run();
  const now = Date.now();
  const contact = await env.DB.prepare(
    `INSERT INTO contacts (space_id, company_id, first_name, last_name, email, created_at, updated_at)
     SELECT space_id, company_id, 'Claire', 'Martin', ?, ?, ? FROM orders WHERE id = ? RETURNING id`,
  )
    .bind(`claire-${crypto.randomUUID().slice(0, 8)}@client.fr`, now, now, agency.order.id)
    .first<{ id: number }>();
  await env.DB.prepare("UPDATE orders SET contact_id = ? WHERE id = ?").bind(contact!.id, agency.order.id).run();
  const contract = await contractOf(agency.agent.token, { order_id: agency.order.id, worker_id: workerId });
  return { ...agency, workerId, mobile, contactId: contact!.id, contract };
}

function send(token: string, id: number) {
  return withJobs(() => api(`/v1/contracts/${id}/send`, { method: "POST", token }));
}

type SignatureRow = { request_id: string; client_signer_id: string; worker_signer_id: string; agency_signer_id: string; state: string };
async function signatureOf(contractId: number) {
  return env.DB.prepare("SELECT * FROM contract_signatures WHERE contract_id = ?")
    .bind(contractId)
    .first<SignatureRow & { worker_link: string }>();
}

/** Sends and runs the request job: the contract sent, its request made and the first notices queued. */
async function sentContract() {
  const placement = await signableContract();
  const { result: response, jobs } = await send(placement.agent.token, placement.contract.id);
  expect(response.status).toBe(202);
  const done = await consume(jobs, ["contracts.signature-request"]);
  return { ...placement, done, signature: (await signatureOf(placement.contract.id))! };
}

async function signLocally(requestId: string, signerId: string, decision = "sign") {
  return withJobs(() =>
    callWorker(`/v1/dev/signatures/${requestId}/signers/${signerId}/${decision}`, { method: "POST" }, { ENVIRONMENT: "development" }),
  );
}

describe("POST /v1/contracts/{id}/send", () => {
  it("moves the contracts to sent and makes one signature request: the worker's link by SMS, the contact's and the agency's by e-mail", async () => {
    const placement = await signableContract();
    const { result: response, jobs } = await send(placement.agent.token, placement.contract.id);
    expect(response.status).toBe(202);
    expect(await readJson<ContractAnswer>(response)).toMatchObject({
      status: "sent",
      documents: [
        { audience: "client", status: "sent" },
        { audience: "worker", status: "sent" },
      ],
    });
    expect(jobs.map((job) => job.type)).toEqual(["contracts.signature-request"]);

    // Delivered twice: one request.
    const done = await consume([...jobs, ...jobs], ["contracts.signature-request"]);
    const signature = (await signatureOf(placement.contract.id))!;
    expect(signature.state).toBe("ongoing");
    expect(signature.worker_link).toContain(`/dev/signatures/${signature.request_id}/${signature.worker_signer_id}`);
    const emails = done.filter((job) => job.type === "email.send").map((job) => job.payload as { to: string; text: string });
    expect(emails).toHaveLength(2);
    expect(emails.some((email) => email.to.startsWith("claire-") && email.text.includes(signature.request_id))).toBe(true);
    const sms = await env.DB.prepare("SELECT to_phone, body FROM sms_messages WHERE worker_id = ?")
      .bind(placement.workerId)
      .all<{ to_phone: string; body: string }>();
    expect(sms.results).toEqual([{ to_phone: placement.mobile, body: expect.stringContaining(signature.worker_link) }]);

    // A resend re-notifies on the same request, never a second one.
    const again = await send(placement.agent.token, placement.contract.id);
    expect(again.result.status).toBe(202);
    expect(again.jobs.map((job) => job.type)).toEqual(["contracts.signature-notify"]);
    await consume(again.jobs, ["contracts.signature-notify"]);
    const requests = await env.DB.prepare(
      "SELECT count(*) AS n, max(request_id) AS request_id FROM contract_signatures WHERE contract_id = ?",
    )
      .bind(placement.contract.id)
      .first<{ n: number; request_id: string }>();
    expect(requests).toEqual({ n: 1, request_id: signature.request_id });
    const smsAfter = await env.DB.prepare("SELECT count(*) AS n FROM sms_messages WHERE worker_id = ?")
      .bind(placement.workerId)
      .first<{ n: number }>();
    expect(smsAfter?.n).toBe(2);
  });

  it("refuses a contact without e-mail and a worker without mobile, naming both, and leaves the draft as it was", async () => {
    const placement = await signableContract();
    await env.DB.prepare("UPDATE contacts SET email = NULL, phone = '+33140000000' WHERE id = ?").bind(placement.contactId).run();
    await env.DB.prepare("UPDATE workers SET mobile_phone_number = NULL WHERE id = ?").bind(placement.workerId).run();
    const { result: response, jobs } = await send(placement.agent.token, placement.contract.id);
    expect(response.status).toBe(422);
    expect((await readJson<ErrorAnswer>(response)).error.fields?.map((field) => field.field)).toEqual([
      "contact.email",
      "worker.mobile_phone_number",
    ]);
    expect(jobs).toEqual([]);
    expect(
      (await readJson<ContractAnswer>(await api(`/v1/contracts/${placement.contract.id}`, { token: placement.agent.token }))).status,
    ).toBe("draft");

    await env.DB.prepare("UPDATE orders SET contact_id = NULL WHERE id = ?").bind(placement.order.id).run();
    const noContact = await send(placement.agent.token, placement.contract.id);
    expect((await readJson<ErrorAnswer>(noContact.result)).error.fields?.[0]?.field).toBe("order.contact_id");
  });

  it("is a 404 for another agency and needs jobs-delegate", async () => {
    const placement = await signableContract();
    const other = await contractAgency();
    expect((await send(other.agent.token, placement.contract.id)).result.status).toBe(404);
    const without = await contractAgency({ permissions: [] });
    expect((await send(without.agent.token, placement.contract.id)).result.status).toBe(403);
  });
});

describe("the local signing page", () => {
  it("signs each side by hand: each document signed once its two signers have, then the signed copies kept and downloadable", async () => {
    const { signature, contract, agent } = await sentContract();
    const token = agent.token;
    const documents = async () => (await readJson<ContractAnswer>(await api(`/v1/contracts/${contract.id}`, { token }))).documents;

    await signLocally(signature.request_id, signature.agency_signer_id);
    await signLocally(signature.request_id, signature.client_signer_id);
    expect(await documents()).toEqual([
      { audience: "client", status: "signed" },
      { audience: "worker", status: "sent" },
    ]);
    const before = await api(`/v1/contracts/${contract.id}/pdf?audience=worker&signed=1`, { token });
    expect(before.status).toBe(404);

    const last = await signLocally(signature.request_id, signature.worker_signer_id);
    expect(last.result.status).toBe(204);
    expect(last.jobs.map((job) => job.type)).toEqual(["contracts.signed-documents"]);
    await consume([...last.jobs, ...last.jobs], ["contracts.signed-documents"]);
    const signed = await readJson<ContractAnswer>(await api(`/v1/contracts/${contract.id}`, { token }));
    expect(signed).toMatchObject({ status: "signed", signed_at: expect.any(String) });

    const pdf = await api(`/v1/contracts/${contract.id}/pdf?audience=worker&signed=1`, { token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const text = new TextDecoder("latin1").decode(await pdf.arrayBuffer());
    expect(text.startsWith("%PDF")).toBe(true);

    // Signed: sending again is a conflict.
    expect((await send(token, contract.id)).result.status).toBe(409);
  });

  it("declined by a signer: the contracts are declined", async () => {
    const { signature, contract, agent } = await sentContract();
    await signLocally(signature.request_id, signature.worker_signer_id, "decline");
    expect((await readJson<ContractAnswer>(await api(`/v1/contracts/${contract.id}`, { token: agent.token }))).status).toBe("declined");
  });

  it("does not exist outside development", async () => {
    const response = await callWorker("/v1/dev/signatures", {}, { ENVIRONMENT: "test" });
    expect(response.status).toBe(404);
  });
});

describe("POST /v1/webhooks/yousign", () => {
  /** A contract whose request was made with Yousign: its ids as the driver would have stored them. */
  async function yousignContract() {
    const placement = await signableContract();
    const requestId = `ys-${crypto.randomUUID()}`;
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO contract_signatures (contract_id, space_id, provider, state, request_id, client_signer_id, worker_signer_id, agency_signer_id, notice_round, created_at, updated_at)
         VALUES (?, ?, 'yousign', 'ongoing', ?, 'sig-client', 'sig-worker', 'sig-agency', 1, ?, ?)`,
      ).bind(placement.contract.id, placement.space.id, requestId, now, now),
      env.DB.prepare("UPDATE contracts SET status = 'sent', client_status = 'sent', worker_status = 'sent' WHERE id = ?").bind(
        placement.contract.id,
      ),
    ]);
    return { ...placement, requestId };
  }

  async function deliver(body: unknown, signature?: string) {
    const raw = JSON.stringify(body);
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    const signed = signature ?? (await yousignSignature(WEBHOOK_SECRET, raw));
    if (signed) headers["X-Yousign-Signature-256"] = signed;
    return withJobs(() =>
      callWorker("/v1/webhooks/yousign", { method: "POST", headers, body: raw }, { YOUSIGN_WEBHOOK_SECRET: WEBHOOK_SECRET }),
    );
  }

  const signerDone = (requestId: string, signerId: string, eventId = crypto.randomUUID()) => ({
    event_id: eventId,
    event_name: "signer.done",
    event_time: "1670855889",
    sandbox: false,
    data: { signature_request: { id: requestId, status: "ongoing" }, signer: { id: signerId, status: "signed" } },
  });

  it("refuses a call without the signature, or signed with another secret, with 401 and changes nothing", async () => {
    const { requestId, contract } = await yousignContract();
    const event = signerDone(requestId, "sig-worker");
    expect((await deliver(event, "")).result.status).toBe(401);
    expect((await deliver(event, await yousignSignature("another-secret", JSON.stringify(event)))).result.status).toBe(401);
    expect((await deliver(event, "sha256=00")).result.status).toBe(401);
    const row = await env.DB.prepare("SELECT worker_signed_at FROM contract_signatures WHERE contract_id = ?").bind(contract.id).first();
    expect(row).toEqual({ worker_signed_at: null });
  });

  it("applies a signed event once per event id, to the request stored at send time only", async () => {
    const { requestId, contract, agent } = await yousignContract();
    const event = signerDone(requestId, "sig-worker", "evt-1-" + requestId);
    const first = await deliver(event);
    expect(first.result.status).toBe(200);
    expect(await readJson<{ outcome: string }>(first.result)).toEqual({ outcome: "applied" });
    const again = await deliver(event);
    expect(await readJson<{ outcome: string }>(again.result)).toEqual({ outcome: "already_applied" });

    // Another agency's request, or one we never made, steers nothing here.
    const unknown = await deliver(signerDone("ys-not-ours", "sig-worker"));
    expect(await readJson<{ outcome: string }>(unknown.result)).toEqual({ outcome: "unknown_request" });

    const expired = await deliver({ ...signerDone(requestId, "sig-worker"), event_name: "signature_request.expired" });
    expect(expired.result.status).toBe(200);
    expect((await readJson<ContractAnswer>(await api(`/v1/contracts/${contract.id}`, { token: agent.token }))).status).toBe("expired");
  });

  it("names a malformed event's field with 422", async () => {
    const response = await deliver({ event_id: "x", event_name: "signer.done", data: {} });
    expect(response.result.status).toBe(422);
  });
});
