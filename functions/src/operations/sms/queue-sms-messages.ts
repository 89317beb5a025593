import { insertSmsMessages, type NewOutboundSms } from "#db/sms/insert-sms-messages";
import { buildJob } from "#domain/jobs/job-envelope";
import { SmsSendJob } from "#domain/jobs/sms-send";
import { measureSms, storedSmsEncoding } from "#domain/sms/sms-length";
import { readSmsConfig } from "#functions/src/sms/sms-config";
import { createSmsScheduler } from "#functions/src/sms/sms-scheduler";
import type { SmsContext } from "./sms-context";

/**
 * Cloudflare Queues delays a message by at most 12 hours (`delaySeconds` ≤ 43,200, Queues limits
 * page). A send further away is handed to QStash, which calls `/v1/sms/qstash` at its time.
 */
export const QUEUE_MAX_DELAY_SECONDS = 43_200;

/** Cloudflare Queues takes at most 100 messages per `sendBatch`. */
const SEND_BATCH_SIZE = 100;

export interface QueueSmsInput {
  spaceId: number;
  userId: number | null;
  sendAt?: Date | null;
  reminderAt?: Date | null;
  messages: { workerId: number | null; toPhone: string; body: string; idempotencyKey: string; orderId?: number | null }[];
}

export interface QueuedSms {
  smsId: number;
  workerId: number | null;
  status: string;
  /** Whether this call stored the row (false: a retried call found it, sent or not). */
  created: boolean;
  /** The reminder's own row, sent at `reminderAt` (null without a reminder). */
  reminderSmsId: number | null;
}

type Route = { kind: "now" } | { kind: "queue"; delaySeconds: number } | { kind: "scheduler"; at: Date };

/** Where a send at `at` waits: nowhere (now), in the queue's own delay, or with the scheduler. */
export function routeByDelay(at: Date | null | undefined, now: Date): Route {
  if (!at || at.getTime() <= now.getTime()) return { kind: "now" };
  const delaySeconds = Math.ceil((at.getTime() - now.getTime()) / 1000);
  return delaySeconds <= QUEUE_MAX_DELAY_SECONDS ? { kind: "queue", delaySeconds } : { kind: "scheduler", at };
}

/**
 * Stores outbound SMS rows and puts an `sms.send` job on the queue for each: one insert for the whole
 * list, `sendBatch` by hundreds, no per-recipient round trip. A reminder is a second row sent at
 * `reminderAt`. The idempotency key (per message and recipient) makes a retried call store and send
 * nothing twice: an existing row is answered as it is.
 * Shared contract: sms-in's availability requests call it too.
 */
export async function queueSmsMessages(context: SmsContext, input: QueueSmsInput): Promise<QueuedSms[]> {
  const { db, now } = context;
  const sendAt = input.sendAt ?? null;
  const reminderAt = input.reminderAt ?? null;
  const sendRoute = routeByDelay(sendAt, now);
  const reminderRoute = reminderAt ? routeByDelay(reminderAt, now) : null;

  const rows: NewOutboundSms[] = [];
  // A send to a thousand workers is one text a thousand times: measured once.
  const lengths = new Map<string, ReturnType<typeof measureSms>>();
  for (const message of input.messages) {
    let length = lengths.get(message.body);
    if (!length) {
      length = measureSms(message.body);
      lengths.set(message.body, length);
    }
    const common = {
      spaceId: input.spaceId,
      workerId: message.workerId,
      orderId: message.orderId ?? null,
      userId: input.userId,
      toPhone: message.toPhone,
      body: message.body,
      segments: length.segments,
      encoding: storedSmsEncoding(length.encoding),
    };
    rows.push({
      ...common,
      status: sendRoute.kind === "now" ? "queued" : "scheduled",
      sendAt,
      reminderAt,
      idempotencyKey: message.idempotencyKey,
    });
    if (reminderRoute) {
      rows.push({
        ...common,
        status: "scheduled",
        sendAt: reminderAt,
        reminderAt: null,
        idempotencyKey: reminderKey(message.idempotencyKey),
      });
    }
  }
  const stored = await insertSmsMessages(db, rows, now);

  // A retried call finds its rows already there: those not yet sent are enqueued again (the first call
  // may have stopped between the insert and the queue), and the consumer's claim sends each once.
  const isNew = (key: string) => {
    const status = stored.get(key)?.status;
    return status === "queued" || status === "scheduled";
  };
  const mainIds = input.messages
    .map((m) => m.idempotencyKey)
    .filter(isNew)
    .map((key) => stored.get(key)!.id);
  const reminderIds = reminderRoute
    ? input.messages
        .map((m) => reminderKey(m.idempotencyKey))
        .filter(isNew)
        .map((key) => stored.get(key)!.id)
    : [];

  await Promise.all([
    dispatch(context, mainIds, sendRoute, `${input.messages[0]?.idempotencyKey ?? "sms"}:send`),
    reminderRoute ? dispatch(context, reminderIds, reminderRoute, `${input.messages[0]?.idempotencyKey ?? "sms"}:reminder`) : undefined,
  ]);

  return input.messages.map((message) => {
    const main = stored.get(message.idempotencyKey)!;
    const reminder = reminderRoute ? stored.get(reminderKey(message.idempotencyKey)) : undefined;
    return {
      smsId: main.id,
      workerId: message.workerId,
      status: main.status,
      created: main.created,
      reminderSmsId: reminder?.id ?? null,
    };
  });
}

export function reminderKey(idempotencyKey: string) {
  return `${idempotencyKey}:reminder`;
}

async function dispatch(context: SmsContext, smsIds: number[], route: Route, deduplicationId: string) {
  if (smsIds.length === 0) return;
  if (route.kind === "scheduler") {
    const scheduler = createSmsScheduler(readSmsConfig(context.bindings));
    await scheduler.schedule(smsIds, route.at, deduplicationId.replace(/[^A-Za-z0-9_.-]/g, "_").slice(0, 200));
    return;
  }
  const delaySeconds = route.kind === "queue" ? route.delaySeconds : undefined;
  await enqueueSmsSends(context.bindings.JOBS, smsIds, delaySeconds);
}

/** `sms.send` jobs for these rows, by hundreds, all batches at once. */
export async function enqueueSmsSends(jobs: Queue, smsIds: readonly number[], delaySeconds?: number) {
  const batches: Promise<unknown>[] = [];
  for (let start = 0; start < smsIds.length; start += SEND_BATCH_SIZE) {
    const chunk = smsIds.slice(start, start + SEND_BATCH_SIZE);
    batches.push(
      jobs.sendBatch(
        chunk.map((id) => ({ body: buildJob(SmsSendJob, { sms_message_id: id }), contentType: "json" as const })),
        delaySeconds ? { delaySeconds } : undefined,
      ),
    );
  }
  await Promise.all(batches);
}
