import { env } from "cloudflare:workers";

// Rows for the SMS tests, written straight to D1: a send to a thousand workers must not first
// create a thousand workers through the API.

let sequence = 0;

export async function enableSms(spaceId: number, enabled = true) {
  await env.DB.prepare("UPDATE spaces SET sms_enabled = ? WHERE id = ?").bind(enabled ? 1 : 0, spaceId).run();
}

/** A mobile in the 06 50 range, unique within the test file (each file has its own database). */
export function uniqueSmsMobile() {
  sequence++;
  return `+33650${String(sequence).padStart(6, "0")}`;
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
