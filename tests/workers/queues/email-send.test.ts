import { createMessageBatch, createExecutionContext, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jobEnvelope } from "#features/jobs/enqueue-job";
import { EmailSendJob } from "#features/email/email-send-job";
import type { QueuesBindings } from "#queues/src/env";
import worker from "#queues/src/index";

// Called as workerd calls it, with its execution context, whatever the handler declares it uses.
const consumer: ExportedHandler<QueuesBindings> = worker;

function emailJob(idempotencyKey: string) {
  return jobEnvelope(EmailSendJob, {
    idempotencyKey,
    to: "Candidate@Example.test",
    subject: "Réinitialisation",
    text: "Ouvrez ce lien : http://localhost:5173/reset-password/abc",
  });
}

async function deliver(messages: { id: string; body: unknown }[], bindings: QueuesBindings = env) {
  const batch = createMessageBatch(
    "interim-jobs",
    messages.map((m) => ({ ...m, timestamp: new Date(), attempts: 1 })),
  );
  const ctx = createExecutionContext();
  if (!consumer.queue) throw new Error("the queue Worker has no queue handler");
  await consumer.queue(batch, bindings, ctx);
  return getQueueResult(batch, ctx);
}

describe("queue consumer: email.send with the local driver", () => {
  it("records the e-mail in the outbox for the dev page", async () => {
    const key = `test:${crypto.randomUUID()}`;
    const result = await deliver([{ id: "m1", body: emailJob(key) }]);
    expect(result.explicitAcks).toEqual(["m1"]);
    const row = await env.DB.prepare("SELECT channel, recipient, subject, body FROM outbox_messages WHERE idempotency_key = ?")
      .bind(key)
      .first();
    expect(row).toMatchObject({ channel: "email", recipient: "candidate@example.test", subject: "Réinitialisation" });
  });

  it("does nothing twice when the same message is delivered twice", async () => {
    const key = `test:${crypto.randomUUID()}`;
    await deliver([{ id: "a", body: emailJob(key) }]);
    await deliver([{ id: "b", body: emailJob(key) }]);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM outbox_messages WHERE idempotency_key = ?")
      .bind(key)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("acknowledges (drops) messages that can never succeed instead of retrying them", async () => {
    const result = await deliver([
      { id: "unknown", body: { type: "no.such.job", version: 1, payload: {} } },
      { id: "garbage", body: "not an envelope" },
      { id: "invalid", body: { type: "email.send", version: 1, payload: { to: "not-an-email" } } },
    ]);
    expect(result.explicitAcks.sort()).toEqual(["garbage", "invalid", "unknown"]);
    expect(result.retryMessages).toEqual([]);
  });
});

describe("queue consumer: email.send with the Resend driver (the resend SDK inside workerd)", () => {
  const resendBindings = { ...env, EMAIL_DRIVER: "resend", RESEND_API_KEY: "re_test", RESEND_API_URL: "https://resend.test" };
  let requests: Request[] = [];
  let nextStatus = 200;

  function stubResend() {
    requests = [];
    // fetch is routed to a fake Resend that answers as the real one does (its error body included).
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      if (nextStatus !== 200)
        return Response.json({ statusCode: nextStatus, name: "application_error", message: "nope" }, { status: nextStatus });
      return Response.json({ id: "email_123" });
    });
  }
  afterEach(() => vi.unstubAllGlobals());

  it("sends to the configured host with the idempotency key and the attachment read from R2", async () => {
    stubResend();
    nextStatus = 200;
    const fileKey = `documents/${crypto.randomUUID()}`;
    await env.FILES!.put(fileKey, new Uint8Array([37, 80, 68, 70]));
    const job = jobEnvelope(EmailSendJob, {
      idempotencyKey: "cv:1",
      to: "client@example.test",
      subject: "CV",
      text: "Ci-joint",
      attachments: [{ fileKey, filename: "cv.pdf", contentType: "application/pdf" }],
    });
    const result = await deliver([{ id: "m", body: job }], resendBindings);
    expect(result.explicitAcks).toEqual(["m"]);
    const [request] = requests;
    expect(request?.url).toBe("https://resend.test/emails");
    expect(request?.headers.get("Idempotency-Key")).toBe("cv:1");
    expect(request?.headers.get("Authorization")).toBe("Bearer re_test");
    expect(await request?.json()).toMatchObject({
      to: ["client@example.test"],
      attachments: [{ filename: "cv.pdf", content: "JVBERg==", content_type: "application/pdf" }],
    });
  });

  it("retries when Resend is down and drops what it refuses", async () => {
    stubResend();
    nextStatus = 503;
    const down = await deliver([{ id: "down", body: emailJob(`test:${crypto.randomUUID()}`) }], resendBindings);
    expect(down.retryMessages.map((m) => m.msgId)).toEqual(["down"]);
    nextStatus = 422;
    const refused = await deliver([{ id: "refused", body: emailJob(`test:${crypto.randomUUID()}`) }], resendBindings);
    expect(refused.explicitAcks).toEqual(["refused"]);
  });
});
