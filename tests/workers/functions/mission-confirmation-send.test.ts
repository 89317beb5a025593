import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JobEnvelope } from "#features/jobs/job-envelope";
import { signConfirmationCode } from "#domain/orders/confirmation-link";
import { DEVELOPMENT_CONFIRMATION_LINK_SECRET } from "#features/orders/confirmations/confirmation-link-secret";
import queuesWorker from "#queues/src/index";
import { acceptedMission, pdfText } from "../confirmation-factories";
import { api, randomClientIp, signedInUser } from "../factories";
import { readJson } from "../json";
import { ORDER_AGENT_PERMISSIONS, poolOf, propose } from "../order-factories";
import type { ErrorAnswer } from "../worker-factories";

// The confirmation sent (decision 0031): the client's copy e-mailed to its contacts
// through the queue, the voucher SMS with its signed link to the worker's copy, each once.

afterEach(() => vi.restoreAllMocks());

type Sent = {
  order_id: number;
  worker_id: number;
  emails: { contact_id: number; email: string | null; status: string }[];
  sms: { status: string; sms_message_id: number | null };
};

function sendPath(orderId: number, workerId: number) {
  return `/v1/orders/${orderId}/workers/${workerId}/confirmation/send`;
}

/** What the routes put on the queue, every envelope of every batch. */
function captureJobs() {
  const sendBatch = vi.spyOn(env.JOBS, "sendBatch");
  return () => sendBatch.mock.calls.flatMap(([messages]) => [...messages].map((message) => message.body as JobEnvelope));
}

// The consumer as its wrangler.toml configures it in development: the local outboxes, the same D1 and R2.
async function deliver(jobs: JobEnvelope[]) {
  const batch = createMessageBatch(
    "interim-jobs",
    jobs.map((body, index) => ({ id: `m${index}-${crypto.randomUUID()}`, body, timestamp: new Date(), attempts: 1 })),
  );
  const ctx = createExecutionContext();
  await queuesWorker.queue(batch, { ...env, EMAIL_DRIVER: "local", SMS_DRIVER: "local" }, ctx);
  return getQueueResult(batch, ctx);
}

async function outbox(recipient: string, channel: "email" | "sms") {
  const { results } = await env.DB.prepare("SELECT subject, body FROM outbox_messages WHERE recipient = ? AND channel = ?")
    .bind(recipient, channel)
    .all<{ subject: string | null; body: string }>();
  return results;
}

async function voucherOf(orderId: number, workerId: number) {
  const { results } = await env.DB.prepare(
    "SELECT id, body, to_phone FROM sms_messages WHERE order_id = ? AND worker_id = ? AND body LIKE '%confirmée%'",
  )
    .bind(orderId, workerId)
    .all<{ id: number; body: string; to_phone: string }>();
  return results;
}

function codeOf(body: string) {
  const match = /\/v1\/public\/confirmations\/([A-Za-z0-9_-]+)$/.exec(body);
  if (!match) throw new Error(`no link in ${body}`);
  return match[1]!;
}

describe("POST /v1/orders/{id}/workers/{worker_id}/confirmation/send", () => {
  it("e-mails the client's copy to the order's contact and sends the voucher; the outboxes get each once", async () => {
    const { agent, order, worker, contact, contactEmail, company } = await acceptedMission({
      order: { sms_show_client_name: true, sms_show_client_address: true },
    });
    const jobs = captureJobs();
    const answer = await api(sendPath(order.id, worker.id), { method: "POST", token: agent.token });
    expect(answer.status).toBe(202);
    const sent = await readJson<Sent>(answer);
    expect(sent).toMatchObject({
      order_id: order.id,
      worker_id: worker.id,
      emails: [{ contact_id: contact.id, email: contactEmail, status: "queued" }],
      sms: { status: "queued" },
    });

    const reference = `CO-${String(order.number).padStart(6, "0")}`;
    const queued = jobs();
    const emails = queued.filter((job) => job.type === "email.send");
    expect(emails).toHaveLength(1);
    const payload = emails[0]!.payload as {
      to: string;
      subject: string;
      text: string;
      attachments: { fileKey: string; filename: string }[];
    };
    expect(payload.to).toBe(contactEmail);
    expect(payload.subject).toContain(reference);
    expect(payload.text).toContain("Karim Benali");
    expect(payload.attachments[0]!.filename).toBe(
      `Confirmation de mission ${reference} PE-${String(worker.id).padStart(6, "0")} (Exemplaire client).pdf`,
    );
    // The attachment waits in R2: it is the client's copy.
    const stored = await env.FILES.get(payload.attachments[0]!.fileKey);
    const attached = await pdfText(await stored!.arrayBuffer());
    expect(attached).toContain("Exemplaire client");
    expect(attached).toContain("1,85");

    // The voucher: the mission's essentials as the options allow, and the link.
    const [voucher, ...others] = await voucherOf(order.id, worker.id);
    expect(others).toEqual([]);
    expect(voucher!.id).toBe(sent.sms.sms_message_id);
    expect(voucher!.body).toMatch(
      new RegExp(
        `^.+ : mission confirmée ${reference}, Cariste chez Acme Logistique, 12 rue de la République 69003 Lyon, début le 07/12 08h00\\. Votre confirmation : http://localhost:5173/v1/public/confirmations/[A-Za-z0-9_-]{24}$`,
      ),
    );

    // Through the consumer, twice: one e-mail in /dev/outbox, one SMS in /dev/sms.
    expect((await deliver(queued)).retryMessages).toEqual([]);
    await deliver(queued);
    const mail = await outbox(contactEmail, "email");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain(`[Confirmation de mission ${reference}`);
    expect(await outbox(voucher!.to_phone, "sms")).toHaveLength(1);

    // Recorded on the order and on the client.
    const logs = await env.DB.prepare(
      "SELECT schema, subject_id FROM activity_logs WHERE title = 'Mission confirmation sent' AND path = ? ORDER BY schema",
    )
      .bind(sendPath(order.id, worker.id))
      .all();
    expect(logs.results).toEqual([
      { schema: "companies", subject_id: String(company.id) },
      { schema: "orders", subject_id: String(order.id) },
    ]);
  });

  it("sent again, reaches nobody twice: already_sent, no new job, no new SMS, no new log", async () => {
    const { agent, order, worker, contact } = await acceptedMission();
    expect((await api(sendPath(order.id, worker.id), { method: "POST", token: agent.token })).status).toBe(202);
    const jobs = captureJobs();
    const again = await api(sendPath(order.id, worker.id), { method: "POST", token: agent.token, json: { contact_ids: [contact.id] } });
    expect(again.status).toBe(202);
    expect(await readJson<Sent>(again)).toMatchObject({
      emails: [{ contact_id: contact.id, status: "already_sent" }],
      sms: { status: "already_sent" },
    });
    expect(jobs().filter((job) => job.type === "email.send")).toEqual([]);
    expect(await voucherOf(order.id, worker.id)).toHaveLength(1);
    const logs = await env.DB.prepare("SELECT count(*) AS n FROM activity_logs WHERE title = 'Mission confirmation sent' AND path = ?")
      .bind(sendPath(order.id, worker.id))
      .first<{ n: number }>();
    expect(logs!.n).toBe(2);
  });

  it("e-mails the contacts asked for, of the order's client only; a contact without e-mail is said", async () => {
    const { agent, order, worker, company } = await acceptedMission();
    const phoneOnly = await api(`/v1/companies/${company.id}/contacts`, {
      method: "POST",
      token: agent.token,
      json: { last_name: "Morel", phone: "0612345678" },
    });
    const phoneOnlyId = (await readJson<{ id: number }>(phoneOnly)).id;
    const otherCompany = await api("/v1/companies", {
      method: "POST",
      token: agent.token,
      json: { name: "Autre Client", trade_name: "Autre", address: "1 rue A", zipcode: "69001", city: "Lyon" },
    });
    const otherContact = await api(`/v1/companies/${(await readJson<{ id: number }>(otherCompany)).id}/contacts`, {
      method: "POST",
      token: agent.token,
      json: { last_name: "Roux", email: "roux@autre.test" },
    });
    const otherId = (await readJson<{ id: number }>(otherContact)).id;
    const refused = await api(sendPath(order.id, worker.id), {
      method: "POST",
      token: agent.token,
      json: { contact_ids: [phoneOnlyId, otherId] },
    });
    expect(refused.status).toBe(422);
    expect((await readJson<ErrorAnswer>(refused)).error.fields?.map((f) => [f.field, f.reason])).toEqual([["contact_ids.1", "not_found"]]);

    const answer = await api(sendPath(order.id, worker.id), { method: "POST", token: agent.token, json: { contact_ids: [phoneOnlyId] } });
    expect(answer.status).toBe(202);
    expect((await readJson<Sent>(answer)).emails).toEqual([{ contact_id: phoneOnlyId, email: null, status: "no_email" }]);
  });

  it("an anonymous client is neither named nor placed in the voucher", async () => {
    const { agent, order, worker } = await acceptedMission({
      order: { anonymous_client: true, sms_show_client_name: true, sms_show_client_address: true },
    });
    expect((await api(sendPath(order.id, worker.id), { method: "POST", token: agent.token, json: {} })).status).toBe(202);
    const [voucher] = await voucherOf(order.id, worker.id);
    expect(voucher!.body).toContain(", Cariste, début le 07/12 08h00.");
    expect(voucher!.body).not.toContain("Acme");
    expect(voucher!.body).not.toContain("République");
  });

  it("is refused unless the worker is accepted (409), the order open, and the caller holds jobs-delegate", async () => {
    const { agent, order, worker, space } = await acceptedMission({ order: { quantity: 2 } });
    const [waiting, stranger] = await poolOf(space.id, 2);
    expect((await propose(agent.token, order.id, [waiting!.id])).status).toBe(202);
    const notAccepted = await api(sendPath(order.id, waiting!.id), { method: "POST", token: agent.token });
    expect(notAccepted.status).toBe(409);
    expect((await readJson<ErrorAnswer>(notAccepted)).error.message).toBe("Worker not accepted");
    expect((await api(sendPath(order.id, stranger!.id), { method: "POST", token: agent.token })).status).toBe(404);
    const ordersOnly = await signedInUser({ spaceIds: [space.id], permissions: ORDER_AGENT_PERMISSIONS });
    expect((await api(sendPath(order.id, worker.id), { method: "POST", token: ordersOnly.token })).status).toBe(403);
    await api(`/v1/orders/${order.id}/close`, { method: "POST", token: agent.token, json: { closing_state: "honored" } });
    const closed = await api(sendPath(order.id, worker.id), { method: "POST", token: agent.token });
    expect(closed.status).toBe(409);
    expect((await readJson<ErrorAnswer>(closed)).error.message).toBe("Order is not open");
    expect(await voucherOf(order.id, worker.id)).toEqual([]);
  });
});

describe("GET /v1/public/confirmations/{code}", () => {
  it("opens the worker's own copy without signing in; a changed, unknown or expired code is 404", async () => {
    const { agent, order, worker } = await acceptedMission();
    await api(sendPath(order.id, worker.id), { method: "POST", token: agent.token });
    const [voucher] = await voucherOf(order.id, worker.id);
    const code = codeOf(voucher!.body);

    const answer = await api(`/v1/public/confirmations/${code}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await pdfText(await answer.arrayBuffer());
    expect(text).toContain("Exemplaire intérimaire");
    expect(text).toContain("14 rue Paul Bert");
    expect(text).not.toContain("Coefficient");
    // The phone's language when it is one of the six.
    expect(
      await pdfText(await (await api(`/v1/public/confirmations/${code}`, { headers: { "Accept-Language": "pt-PT" } })).arrayBuffer()),
    ).toContain("Confirmação de missão");

    const changed = code.slice(0, 5) + (code[5] === "A" ? "B" : "A") + code.slice(6);
    for (const bad of [changed, "A".repeat(24), "x", `${code}/../1`]) {
      const refused = await api(`/v1/public/confirmations/${bad}`);
      expect(refused.status, bad).toBe(404);
    }
    const orderWorker = await env.DB.prepare("SELECT id FROM order_workers WHERE order_id = ? AND worker_id = ?")
      .bind(order.id, worker.id)
      .first<{ id: number }>();
    const expired = await signConfirmationCode(DEVELOPMENT_CONFIRMATION_LINK_SECRET, orderWorker!.id, new Date(Date.now() - 1000));
    expect((await api(`/v1/public/confirmations/${expired}`)).status).toBe(404);
    const valid = await signConfirmationCode(DEVELOPMENT_CONFIRMATION_LINK_SECRET, orderWorker!.id, new Date(Date.now() + 60_000));
    expect((await api(`/v1/public/confirmations/${valid}`)).status).toBe(200);
  });

  it("stops working once the worker is withdrawn", async () => {
    const { agent, order, worker } = await acceptedMission();
    await api(sendPath(order.id, worker.id), { method: "POST", token: agent.token });
    const code = codeOf((await voucherOf(order.id, worker.id))[0]!.body);
    await api(`/v1/orders/${order.id}/workers/${worker.id}/attribution`, { method: "DELETE", token: agent.token });
    expect((await api(`/v1/public/confirmations/${code}`)).status).toBe(404);
  });

  it("counts openings per client address: the 31st in a minute answers 429", async () => {
    const ip = randomClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      statuses.push((await api(`/v1/public/confirmations/${"B".repeat(24)}`, { headers: { "CF-Connecting-IP": ip } })).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("OpenAPI", () => {
  it("documents the confirmation routes", async () => {
    const document = await readJson<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(await api("/v1/openapi.json"));
    expect(document.paths["/v1/orders/{id}/workers/{worker_id}/confirmation"]?.get).toBeDefined();
    expect(document.paths["/v1/orders/{id}/workers/{worker_id}/confirmation/send"]?.post).toBeDefined();
    // The voucher's link is opened by nobody signed in.
    expect(document.paths["/v1/public/confirmations/{code}"]?.get?.security).toEqual([]);
  });
});
