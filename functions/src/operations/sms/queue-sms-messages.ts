// STAND-IN for the shared contract the outbound-SMS work owns (issue 12 items 1–3, 5): same export, same
// signature. It only inserts the rows as queued and enqueues one sms.send job each; the real one counts
// segments exactly, honours send_at/reminder_at through the queue's delay or QStash, and checks
// suppressions. When the branches merge, theirs replaces this file.
import type { Database } from "../../../../db/client";
import { smsMessages } from "../../../../db/schema/sms";
import { inJsonList } from "../../../../db/sql/in-json-list";
import { buildJob } from "../../../../domain/jobs/job-envelope";
import { SmsSendJob } from "../../../../domain/jobs/sms-send";

export interface QueueSmsContext {
  db: Database;
  jobs: Queue;
  now: Date;
}

export interface QueueSmsInput {
  spaceId: number;
  userId: number | null;
  sendAt?: Date | null;
  reminderAt?: Date | null;
  messages: { workerId: number | null; toPhone: string; body: string; idempotencyKey: string; orderId?: number | null }[];
}

const GSM7_BASIC = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/;

function roughCount(body: string) {
  const gsm = GSM7_BASIC.test(body);
  const units = body.length;
  const [single, multi] = gsm ? [160, 153] : [70, 67];
  return { encoding: gsm ? ("gsm7" as const) : ("ucs2" as const), segments: units <= single ? 1 : Math.ceil(units / multi) };
}

export async function queueSmsMessages(context: QueueSmsContext, input: QueueSmsInput): Promise<{ smsId: number; workerId: number | null; status: string }[]> {
  if (input.messages.length === 0) return [];
  const rows = input.messages.map((message) => ({
    space_id: input.spaceId,
    direction: "outbound" as const,
    status: "queued" as const,
    to_phone: message.toPhone,
    body: message.body,
    ...roughCount(message.body),
    send_at: input.sendAt ?? null,
    reminder_at: input.reminderAt ?? null,
    worker_id: message.workerId,
    order_id: message.orderId ?? null,
    user_id: input.userId,
    idempotency_key: message.idempotencyKey,
    created_at: context.now,
    updated_at: context.now,
  }));
  // A second call with the same keys (a retried job) inserts nothing and finds the first rows.
  await context.db.batch(
    rows.map((row) => context.db.insert(smsMessages).values(row).onConflictDoNothing()) as [never, ...never[]],
  );
  const keys = input.messages.map((message) => message.idempotencyKey);
  const stored = await context.db
    .select({ id: smsMessages.id, worker_id: smsMessages.worker_id, status: smsMessages.status, key: smsMessages.idempotency_key })
    .from(smsMessages)
    .where(inJsonList(smsMessages.idempotency_key, keys));
  const queued = stored.filter((row) => row.status === "queued");
  if (queued.length > 0) {
    await context.jobs.sendBatch(queued.map((row) => ({ body: buildJob(SmsSendJob, { sms_message_id: row.id }) })));
  }
  const byKey = new Map(stored.map((row) => [row.key, row]));
  return keys.map((key) => {
    const row = byKey.get(key)!;
    return { smsId: row.id, workerId: row.worker_id, status: row.status };
  });
}
