import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { createD1Database } from "#db/client";
import type { JobEnvelope } from "#features/jobs/job-envelope";
import { hubPublisher, type LivePublisher } from "#features/notifications/live-publisher";
import { runJob } from "#features/jobs/run-job";
import { api, createSpace, signedInUser } from "./factories";
import { createWorker, uniqueMobile } from "./worker-factories";

/** The secret vitest.workers.config.ts gives the Worker as SMS_INBOUND_WEBHOOK_SECRET. */
export const INBOUND_WEBHOOK_SECRET = "test-sms-inbound-secret-for-workerd";

/** A space with SMS on, an agent signed in there, and a worker with a mobile. */
export async function smsAgency(options: { smsEnabled?: boolean; mobile?: string } = {}) {
  const space = await createSpace();
  await env.DB.prepare("UPDATE spaces SET sms_enabled = ? WHERE id = ?")
    .bind(options.smsEnabled === false ? 0 : 1, space.id)
    .run();
  const agent = await signedInUser({ spaceIds: [space.id] });
  const mobile = options.mobile ?? uniqueMobile();
  const worker = await createWorker(agent.token, space.id, { mobile_phone_number: mobile });
  return { space, agent, worker, mobile: worker.mobile_phone_number! };
}

/** "+33651234567" as SMSFactor sends it: 33651234567. */
export function providerNumber(e164: string) {
  return e164.replace(/^\+/, "");
}

/**
 * Calls the webhook as SMSFactor does, the secret in its X-SMSFactor-Signature header (null: no header),
 * and returns the job it enqueued (the queue has no consumer in this project).
 */
export async function postInbound(body: Record<string, string>, signature: string | null = INBOUND_WEBHOOK_SECRET) {
  const send = vi.spyOn(env.JOBS, "send");
  try {
    const response = await api("/v1/sms/webhooks/inbound", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(signature === null ? {} : { "X-SMSFactor-Signature": signature }),
      },
      body: new URLSearchParams(body).toString(),
    });
    const jobs = send.mock.calls.map(([job]) => job as JobEnvelope);
    return { response, jobs };
  } finally {
    send.mockRestore();
  }
}

/** Runs a job the way the queue consumer does, pushing through this Worker's own hubs. */
export async function consume(job: JobEnvelope, live: LivePublisher = hubPublisher(env.NOTIFICATIONS)) {
  await runJob(job, { db: createD1Database(env.DB), env: { ...env, EMAIL_DRIVER: "local" }, live, now: new Date(), attempts: 1 });
}

/** A worker's reply, from the webhook to the consumer; `lastMessageId` is SMSFactor's last_message_id. */
export async function reply(from: string, text: string, messageId = crypto.randomUUID(), lastMessageId?: string) {
  const fields = { messageId, from: providerNumber(from), to: "38200", message: text };
  const { response, jobs } = await postInbound(lastMessageId ? { ...fields, last_message_id: lastMessageId } : fields);
  if (response.status !== 200 || jobs.length !== 1) throw new Error(`webhook refused: ${response.status}`);
  await consume(jobs[0]!);
  return jobs[0]!;
}

export async function notificationsOf(token: string) {
  const response = await api("/v1/notifications", { token });
  if (response.status !== 200) throw new Error(`list failed ${response.status}`);
  return (await response.json()) as {
    id: number;
    type: number;
    read: boolean;
    title: string;
    message: string | null;
    data: { superworker_id: number | null };
  }[];
}

// Rows for the SMS tests, written straight to D1: a send to a thousand workers must not first
// create a thousand workers through the API.

let sequence = 0;

export async function enableSms(spaceId: number, enabled = true) {
  await env.DB.prepare("UPDATE spaces SET sms_enabled = ? WHERE id = ?")
    .bind(enabled ? 1 : 0, spaceId)
    .run();
}

/** This module's block of 10,000 mobiles in 06 55 to 06 59, apart from uniqueMobile's (worker-factories.ts). */
const SMS_MOBILE_BLOCK = 5_000_000 + 10_000 * Math.floor(Math.random() * 500);

/** A mobile no other call returns in this run (test files share one database). */
export function uniqueSmsMobile() {
  sequence++;
  return `+3365${String(SMS_MOBILE_BLOCK + sequence).padStart(7, "0")}`;
}

/** Inserts workers with the given mobiles (null: e-mail only); returns their ids in order. */
export async function insertWorkers(spaceId: number, mobiles: (string | null)[]) {
  const now = Date.now();
  const ids: number[] = [];
  for (let start = 0; start < mobiles.length; start += 50) {
    const chunk = mobiles.slice(start, start + 50);
    const results = await env.DB.batch(
      chunk.map((mobile) => {
        sequence++;
        return env.DB.prepare(
          "INSERT INTO workers (space_id, first_name, last_name, email, mobile_phone_number, created_at, updated_at) VALUES (?, 'Sam', 'Martin', ?, ?, ?, ?) RETURNING id",
        ).bind(spaceId, `sms-${sequence}-${crypto.randomUUID().slice(0, 8)}@exemple.fr`, mobile, now, now);
      }),
    );
    for (const result of results) ids.push((result.results[0] as { id: number }).id);
  }
  return ids;
}

/** A queue binding that records what would have been sent. */
export function recordingQueue() {
  const sent: { body: unknown; delaySeconds: number | undefined }[] = [];
  const batches: number[] = [];
  const queue = {
    async send(body: unknown, options?: QueueSendOptions) {
      sent.push({ body, delaySeconds: options?.delaySeconds });
    },
    async sendBatch(messages: Iterable<MessageSendRequest>, options?: QueueSendBatchOptions) {
      const list = [...messages];
      batches.push(list.length);
      for (const message of list) sent.push({ body: message.body, delaySeconds: message.delaySeconds ?? options?.delaySeconds });
    },
  };
  return { queue: queue as unknown as Queue, sent, batches };
}
