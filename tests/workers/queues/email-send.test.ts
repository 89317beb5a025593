import { createMessageBatch, createExecutionContext, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { buildJob } from "#domain/jobs/job-envelope";
import { EmailSendJob } from "#domain/jobs/email-send";
import type { QueuesBindings } from "#queues/src/env";
import worker from "#queues/src/index";

// Called as workerd calls it, with its execution context, whatever the handler declares it uses.
const consumer: ExportedHandler<QueuesBindings> = worker;

function emailJob(idempotencyKey: string) {
  return buildJob(EmailSendJob, {
    idempotencyKey,
    to: "Candidate@Example.test",
    subject: "Réinitialisation",
    text: "Ouvrez ce lien : http://localhost:5173/reset-password/abc",
  });
}

async function deliver(messages: { id: string; body: unknown }[]) {
  const batch = createMessageBatch(
    "interim-jobs",
    messages.map((m) => ({ ...m, timestamp: new Date(), attempts: 1 })),
  );
  const ctx = createExecutionContext();
  if (!consumer.queue) throw new Error("the queue Worker has no queue handler");
  await consumer.queue(batch, env, ctx);
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
