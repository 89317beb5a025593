import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { jobEnvelope } from "#features/jobs/enqueue-job";
import { SmsDeliveryReportJob } from "#features/sms/delivery-report-job";
import { SmsSendJob } from "#features/sms/send-sms-job";
import worker from "#queues/src/index";
import { createFakeSmsFactor, type FakeSmsFactor } from "#tests/fakes/fake-smsfactor";
import { createSpace } from "../factories";
import { enableSms, insertWorkers, uniqueSmsMobile } from "../sms-factories";

// nothing lost, nothing doubled. The consumer runs with the real SMSFactor driver
// against the fake SMSFactor (fetch is routed to it), which counts what reaches each phone.

const smsFactorBindings = {
  SMS_DRIVER: "smsfactor",
  SMSFACTOR_API_URL: "https://smsfactor.test",
  SMSFACTOR_API_TOKEN: "smsfactor-test-token",
};
let bindings: typeof env;
let fake: FakeSmsFactor;
let spaceId: number;

beforeAll(async () => {
  spaceId = (await createSpace()).id;
  await enableSms(spaceId);
});

beforeEach(() => {
  // One bindings object per test: the driver's settings are read once per object.
  bindings = { ...env, ...smsFactorBindings } as typeof env;
  fake = createFakeSmsFactor();
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => fake.handle(new Request(input, init)));
});

afterEach(() => vi.unstubAllGlobals());

/** A stored, queued SMS to a new worker, as POST /v1/sms leaves it. */
async function queuedSms(text = "Mission demain 8 h, répondez OUI ou NON") {
  const phone = uniqueSmsMobile();
  const [workerId] = await insertWorkers(spaceId, [phone]);
  const now = Date.now();
  const row = await env.DB.prepare(
    `INSERT INTO sms_messages (space_id, direction, status, to_phone, body, segments, encoding, worker_id, idempotency_key, created_at, updated_at)
     VALUES (?, 'outbound', 'queued', ?, ?, 1, 'gsm7', ?, ?, ?, ?) RETURNING id`,
  )
    .bind(spaceId, phone, text, workerId, `sms:${crypto.randomUUID()}:${workerId}`, now, now)
    .first<{ id: number }>();
  return { id: row!.id, phone };
}

async function deliver(messages: { id: string; body: unknown; attempts?: number }[]) {
  const batch = createMessageBatch(
    "interim-jobs",
    messages.map((m) => ({ timestamp: new Date(), attempts: 1, ...m })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, bindings, ctx);
  return getQueueResult(batch, ctx);
}

const sendJob = (id: number) => jobEnvelope(SmsSendJob, { sms_message_id: id });

async function keyOf(id: number) {
  return (await env.DB.prepare("SELECT idempotency_key AS k FROM sms_messages WHERE id = ?").bind(id).first<{ k: string }>())!.k;
}

async function rowOf(id: number) {
  return env.DB.prepare(
    "SELECT status, provider_message_id, claimed_at, error_message, sent_at, delivered_at FROM sms_messages WHERE id = ?",
  )
    .bind(id)
    .first<{
      status: string;
      provider_message_id: string | null;
      claimed_at: number | null;
      error_message: string | null;
      sent_at: number | null;
      delivered_at: number | null;
    }>();
}

describe("queue consumer: sms.send through SMSFactor", () => {
  it("claims, sends and marks the row sent with the provider's ticket", async () => {
    const sms = await queuedSms();
    const result = await deliver([{ id: "m1", body: sendJob(sms.id) }]);
    expect(result.explicitAcks).toEqual(["m1"]);
    expect(fake.deliveredCount(sms.phone)).toBe(1);
    expect(await rowOf(sms.id)).toMatchObject({
      status: "sent",
      provider_message_id: fake.ticketFor(await keyOf(sms.id)),
      claimed_at: null,
    });
  });

  it("sends once when the same queue message is delivered twice, even in the same batch", async () => {
    const sms = await queuedSms();
    await deliver([
      { id: "a", body: sendJob(sms.id) },
      { id: "b", body: sendJob(sms.id) },
    ]);
    await deliver([{ id: "c", body: sendJob(sms.id) }]);
    expect(fake.requests).toHaveLength(1);
    expect(fake.deliveredCount(sms.phone)).toBe(1);
  });

  it("sends once when two consumers run the same message at the same time", async () => {
    const sms = await queuedSms();
    const results = await Promise.all([deliver([{ id: "x", body: sendJob(sms.id) }]), deliver([{ id: "y", body: sendJob(sms.id) }])]);
    expect(fake.requests).toHaveLength(1);
    expect(fake.deliveredCount(sms.phone)).toBe(1);
    // The loser waits for a retry; by then the row is sent and the retry acknowledges without sending.
    const retried = results.flatMap((r) => r.retryMessages.map((m) => m.msgId));
    for (const id of retried) await deliver([{ id, body: sendJob(sms.id), attempts: 2 }]);
    expect(fake.requests).toHaveLength(1);
    expect((await rowOf(sms.id))?.status).toBe("sent");
  });

  it("retries after a 500 and a refused connection, then sends once", async () => {
    const sms = await queuedSms();
    fake.faults.push({ kind: "status", status: 500 }, { kind: "unreachable" });
    const first = await deliver([{ id: "m", body: sendJob(sms.id) }]);
    expect(first.retryMessages.map((m) => m.msgId)).toEqual(["m"]);
    expect(await rowOf(sms.id)).toMatchObject({ status: "queued", claimed_at: null });
    const second = await deliver([{ id: "m", body: sendJob(sms.id), attempts: 2 }]);
    expect(second.retryMessages.map((m) => m.msgId)).toEqual(["m"]);
    const third = await deliver([{ id: "m", body: sendJob(sms.id), attempts: 3 }]);
    expect(third.explicitAcks).toEqual(["m"]);
    expect(fake.deliveredCount(sms.phone)).toBe(1);
    expect((await rowOf(sms.id))?.status).toBe("sent");
  });

  it("reaches the phone once when the provider took the message and the answer timed out", async () => {
    const sms = await queuedSms();
    fake.faults.push({ kind: "accept-then-drop" });
    const first = await deliver([{ id: "m", body: sendJob(sms.id) }]);
    expect(first.retryMessages.map((m) => m.msgId)).toEqual(["m"]);
    expect(fake.deliveredCount(sms.phone)).toBe(1);
    await deliver([{ id: "m", body: sendJob(sms.id), attempts: 2 }]);
    expect(fake.requests).toHaveLength(2);
    expect(fake.deliveredCount(sms.phone)).toBe(1);
    expect(await rowOf(sms.id)).toMatchObject({ status: "sent", provider_message_id: fake.ticketFor(await keyOf(sms.id)) });
  });

  it("reaches the phone once after a crash between the provider's acceptance and the row's update", async () => {
    const sms = await queuedSms();
    // The crash: the provider accepted (its answer lost with the Worker) and the row kept the claim.
    const key = await keyOf(sms.id);
    await fake.handle(
      new Request("https://smsfactor.test/send", {
        method: "POST",
        headers: { Authorization: "Bearer smsfactor-test-token" },
        body: JSON.stringify({ sms: { message: { text: "x" }, recipients: { gsm: [{ gsmsmsid: key, value: sms.phone.slice(1) }] } } }),
      }),
    );
    const crashedAt = Date.now();
    await env.DB.prepare("UPDATE sms_messages SET claimed_at = ? WHERE id = ?").bind(crashedAt, sms.id).run();

    // Redelivered within the lease: the claim still stands, nothing is sent, the message waits.
    const early = await deliver([{ id: "m", body: sendJob(sms.id), attempts: 2 }]);
    expect(early.retryMessages.map((m) => m.msgId)).toEqual(["m"]);
    expect(fake.requests).toHaveLength(1);

    // Past the lease: taken again, sent with the same key, which the provider already holds.
    await env.DB.prepare("UPDATE sms_messages SET claimed_at = ? WHERE id = ?")
      .bind(crashedAt - 11 * 60_000, sms.id)
      .run();
    const late = await deliver([{ id: "m", body: sendJob(sms.id), attempts: 3 }]);
    expect(late.explicitAcks).toEqual(["m"]);
    expect(fake.deliveredCount(sms.phone)).toBe(1);
    expect(await rowOf(sms.id)).toMatchObject({ status: "sent", provider_message_id: fake.ticketFor(await keyOf(sms.id)) });
  });

  it("marks the row failed, without retrying, when the provider refuses the number", async () => {
    const sms = await queuedSms();
    await env.DB.prepare("UPDATE sms_messages SET to_phone = '+33' WHERE id = ?").bind(sms.id).run();
    const result = await deliver([{ id: "m", body: sendJob(sms.id) }]);
    expect(result.explicitAcks).toEqual(["m"]);
    expect(await rowOf(sms.id)).toMatchObject({ status: "failed" });
  });

  it("refuses the local driver outside development and tests", async () => {
    bindings = {
      ...env,
      ENVIRONMENT: "production",
      SMS_DRIVER: "local",
      EMAIL_DRIVER: "resend",
      RESEND_API_KEY: "re_x",
    } as unknown as typeof env;
    const sms = await queuedSms();
    const result = await deliver([{ id: "m", body: sendJob(sms.id) }]);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(["m"]);
    expect((await rowOf(sms.id))?.status).toBe("queued");
  });
});

describe("queue consumer: sms.send with the local driver", () => {
  it("records the SMS for /dev/sms once", async () => {
    bindings = { ...env, SMS_DRIVER: "local" } as typeof env;
    const sms = await queuedSms("Bonjour de l'agence");
    await deliver([{ id: "a", body: sendJob(sms.id) }]);
    await deliver([{ id: "b", body: sendJob(sms.id) }]);
    const rows = await env.DB.prepare("SELECT channel, body FROM outbox_messages WHERE recipient = ?").bind(sms.phone).all();
    expect(rows.results).toEqual([{ channel: "sms", body: "Bonjour de l'agence" }]);
    expect((await rowOf(sms.id))?.status).toBe("sent");
  });
});

describe("queue consumer: delivery reports", () => {
  const report = (fields: Record<string, string>) =>
    jobEnvelope(SmsDeliveryReportJob, { provider: "smsfactor", received_at: Date.now(), fields });

  it("moves a sent SMS to delivered, idempotently on the provider's id", async () => {
    const sms = await queuedSms();
    await deliver([{ id: "s", body: sendJob(sms.id) }]);
    const { provider_message_id: ticket } = (await rowOf(sms.id))!;
    await deliver([{ id: "r1", body: report({ ticket: ticket!, status: "delivered" }) }]);
    const delivered = await rowOf(sms.id);
    expect(delivered).toMatchObject({ status: "delivered" });
    // The provider sends the same report again, then a stray failure: nothing changes.
    await deliver([
      { id: "r2", body: report({ ticket: ticket!, status: "delivered" }) },
      { id: "r3", body: report({ ticket: ticket!, status: "failed" }) },
    ]);
    expect(await rowOf(sms.id)).toEqual(delivered);
  });

  it("moves an SMS to failed, found by our own key when the report outran the sent update", async () => {
    const sms = await queuedSms();
    const key = await keyOf(sms.id);
    await deliver([{ id: "r", body: report({ ticket: `report-${crypto.randomUUID()}`, gsmsmsid: key, status: "NOT DELIVERED" }) }]);
    expect(await rowOf(sms.id)).toMatchObject({
      status: "failed",
      provider_message_id: expect.stringMatching(/^report-/),
      error_message: "NOT DELIVERED",
    });
    // The late sms.send for it sends nothing.
    await deliver([{ id: "s", body: sendJob(sms.id) }]);
    expect(fake.requests).toHaveLength(0);
  });

  it("drops a report without an id or a status", async () => {
    const result = await deliver([{ id: "r", body: report({ foo: "bar" }) }]);
    expect(result.explicitAcks).toEqual(["r"]);
  });
});
