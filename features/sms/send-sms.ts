import { findSmsRecipients } from "#db/sms/find-sms-recipients";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { parseFrenchPhone } from "#domain/french/phone";
import type { SMS_SEND_STATUSES } from "#domain/sms/sms-schemas";
import { canUseSpace } from "#domain/users/space-reach";
import type { OperationContext } from "../operation-context";
import { queueSmsMessages } from "./queue-sms-messages";
import { assertSmsAllowance } from "./sms-allowance";
import type { SmsContext } from "./sms-context";

export interface SendSmsInput {
  workerIds: number[];
  message: string;
  sendAt?: Date | undefined;
  reminderAt?: Date | undefined;
  /** One per call: with the worker id it makes each message's idempotency key. */
  requestKey: string;
}

export interface SendSmsResult {
  messages: { worker_id: number; sms_id: number | null; reminder_sms_id: number | null; status: (typeof SMS_SEND_STATUSES)[number] }[];
}

/**
 * POST /v1/sms: one message to many workers of the caller's spaces (spec 000 §1). Every requested
 * worker gets an entry: a worker the caller cannot reach (or that does not exist) is `not_found`,
 * one without a French mobile `no_mobile`, one whose number answered STOP `suppressed`; the others
 * are stored and queued (or scheduled). A space whose SMS flag is off refuses the whole call with
 * the spec's 403 'Space has no rights'. No permission beyond working in the space (spec 000 §6 names none),
 * but a rate per user and a budget per space and day (decision 0043): 429 or 403, nothing stored.
 */
export async function sendSms(context: SmsContext & Pick<OperationContext, "caller">, input: SendSmsInput): Promise<SendSmsResult> {
  const { now } = context;
  if (input.reminderAt && input.reminderAt.getTime() <= (input.sendAt ?? now).getTime()) {
    throw new AppError("validation_failed", "Invalid input", {
      fields: [{ field: "reminder_at", reason: "after_send_at", message: "The reminder must come after the send" }],
    });
  }
  const workerIds = [...new Set(input.workerIds)];
  const found = await findSmsRecipients(context.db, workerIds);
  const reachable = new Map(
    found.filter((worker) => canUseSpace(context.caller, worker.space_id) && !worker.space_deleted).map((w) => [w.id, w]),
  );

  if ([...reachable.values()].some((worker) => !worker.sms_enabled)) {
    throw new AppError("forbidden", SERVER_MESSAGES.spaceHasNoRights);
  }

  const statusOf = new Map<number, SendSmsResult["messages"][number]>();
  const bySpace = new Map<number, { workerId: number; toPhone: string; body: string; idempotencyKey: string }[]>();
  for (const workerId of workerIds) {
    const worker = reachable.get(workerId);
    if (!worker) {
      statusOf.set(workerId, { worker_id: workerId, sms_id: null, reminder_sms_id: null, status: "not_found" });
      continue;
    }
    const phone = usableMobile(worker.mobile_phone_number);
    if (!phone) {
      statusOf.set(workerId, { worker_id: workerId, sms_id: null, reminder_sms_id: null, status: "no_mobile" });
      continue;
    }
    if (worker.suppressed) {
      statusOf.set(workerId, { worker_id: workerId, sms_id: null, reminder_sms_id: null, status: "suppressed" });
      continue;
    }
    const list = bySpace.get(worker.space_id) ?? [];
    list.push({ workerId, toPhone: phone, body: input.message, idempotencyKey: `sms:${input.requestKey}:${workerId}` });
    bySpace.set(worker.space_id, list);
  }

  // Every SMS this call would store (a reminder is one more each), counted against the user's rate and
  // each space's day before anything is stored (decision 0043).
  const perMessage = input.reminderAt ? 2 : 1;
  const guardOf = await assertSmsAllowance(context, {
    userId: context.caller.id,
    perSpace: new Map([...bySpace].map(([spaceId, messages]) => [spaceId, messages.length * perMessage])),
  });
  const queued = await Promise.all(
    [...bySpace].map(([spaceId, messages]) =>
      queueSmsMessages(context, {
        spaceId,
        userId: context.caller.id,
        sendAt: input.sendAt ?? null,
        reminderAt: input.reminderAt ?? null,
        messages,
        guard: guardOf(spaceId),
      }),
    ),
  );
  for (const entry of queued.flat()) {
    statusOf.set(entry.workerId!, {
      worker_id: entry.workerId!,
      sms_id: entry.smsId,
      reminder_sms_id: entry.reminderSmsId,
      status: entry.status === "scheduled" ? "scheduled" : "queued",
    });
  }
  return { messages: workerIds.map((id) => statusOf.get(id)!) };
}

// Mainland mobiles as stored (E.164, +33 6… or +33 73–79…, leaving 639 and 69x, which are overseas
// blocks, to the full parser): the common case, recognised without libphonenumber's metadata walk,
// which would cost tens of milliseconds over a thousand workers.
const MAINLAND_MOBILE = /^\+33(?:6(?!39|9)\d{8}|7[3-9]\d{7})$/;

/** The worker's number if an SMS can reach it (a French mobile, overseas included), else null. */
function usableMobile(stored: string | null): string | null {
  if (!stored) return null;
  if (MAINLAND_MOBILE.test(stored)) return stored;
  const parsed = parseFrenchPhone(stored, { mobileOnly: true });
  return parsed.ok ? parsed.e164 : null;
}
