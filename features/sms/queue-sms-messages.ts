import { insertSmsMessages, SmsAllowanceRaced, type NewOutboundSms, type SmsSendGuard } from "#db/sms/insert-sms-messages";
import { AppError } from "#domain/errors/app-error";
import { SMS_ALLOWANCE_MESSAGES } from "#domain/sms/sms-allowance";
import { measureSms, storedSmsEncoding } from "#domain/sms/sms-length";
import { enqueueJobs, runLater } from "../jobs/enqueue-job";
import { SmsSendJob } from "./send-sms-job";
import type { SmsContext } from "./sms-context";

export interface QueueSmsInput {
  spaceId: number;
  userId: number | null;
  sendAt?: Date | null;
  reminderAt?: Date | null;
  messages: { workerId: number | null; toPhone: string; body: string; idempotencyKey: string; orderId?: number | null }[];
  /** A user's send: the allowance the insert re-checks (assertSmsAllowance gives it). */
  guard?: SmsSendGuard | undefined;
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

/** When a send at `at` leaves: now, or later (runLater: the queue's delay, or the scheduled jobs beyond it). */
function whenToSend(at: Date | null | undefined, now: Date): Date | null {
  return at && at.getTime() > now.getTime() ? at : null;
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
  const sendLater = whenToSend(sendAt, now);
  const reminderRoute = reminderAt ? { at: whenToSend(reminderAt, now) } : null;

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
      status: sendLater ? "scheduled" : "queued",
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
  let stored;
  try {
    stored = await insertSmsMessages(db, rows, now, input.guard);
  } catch (error) {
    // Another call of the same user or space took the allowance between the check and the insert.
    if (error instanceof SmsAllowanceRaced) throw new AppError("too_many_attempts", SMS_ALLOWANCE_MESSAGES.rate, { retryAfterSeconds: 60 });
    throw error;
  }

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
    dispatch(context, input.spaceId, mainIds, sendLater, `${input.messages[0]?.idempotencyKey ?? "sms"}:send`),
    reminderRoute
      ? dispatch(context, input.spaceId, reminderIds, reminderRoute.at, `${input.messages[0]?.idempotencyKey ?? "sms"}:reminder`)
      : undefined,
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

/** `sms.send` jobs for these rows: on the queue now, or at `at` (runLater decides where they wait). */
async function dispatch(context: SmsContext, spaceId: number, smsIds: number[], at: Date | null, key: string) {
  if (smsIds.length === 0) return;
  const payloads = smsIds.map((id) => ({ sms_message_id: id }));
  if (!at) await enqueueJobs(context.bindings.JOBS, SmsSendJob, payloads);
  else await runLater(context, SmsSendJob, payloads, at, { key: key.slice(0, 200), spaceId });
}
