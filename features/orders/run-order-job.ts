import { getOrderRow } from "#db/orders/get-order";
import { findHeldPlace, markArrivalAsked } from "#db/orders/order-jobs";
import { orderSmsFacts } from "#db/orders/order-sms-facts";
import { findSmsRecipients } from "#db/sms/find-sms-recipients";
import { ORDER_ARRIVAL_CHECK, ORDER_REMINDER, orderJobKey } from "#domain/jobs/scheduled-job-keys";
import { z } from "zod";
import { defineJob, RETRY } from "../jobs/define-job";
import { arrivalSmsText, reminderSmsText } from "#domain/orders/order-sms";
import { queueSmsMessages } from "../sms/queue-sms-messages";
import { queueSmsQuestions } from "../sms/queue-sms-questions";
import type { SmsContext } from "../sms/sms-context";

/**
 * The reminder before the start, or the arrival check at it, run by the cron. Nothing
 * is sent once the worker no longer holds the place or the order ended; the SMS key is the job's, so a
 * run repeated after a crash queues no second SMS.
 */
export async function runOrderJob(
  context: SmsContext,
  kind: typeof ORDER_REMINDER | typeof ORDER_ARRIVAL_CHECK,
  payload: { order_id: number; worker_id: number },
) {
  const { db, now } = context;
  const place = await findHeldPlace(db, payload.order_id, payload.worker_id);
  if (!place) return "skipped";
  const order = (await getOrderRow(db, payload.order_id))!;
  const [[worker], facts] = await Promise.all([findSmsRecipients(db, [payload.worker_id]), orderSmsFacts(db, order)]);
  if (!worker?.mobile_phone_number || worker.suppressed || !facts.smsEnabled || !order.starts_at) return "skipped";
  const message = {
    workerId: payload.worker_id,
    toPhone: worker.mobile_phone_number,
    idempotencyKey: orderJobKey(kind, order.id, payload.worker_id),
    orderId: order.id,
  };
  if (kind === ORDER_REMINDER) {
    await queueSmsMessages(context, {
      spaceId: order.space_id,
      userId: null,
      messages: [{ ...message, body: reminderSmsText(facts.agencyName, order.starts_at, facts.clientName) }],
    });
  } else {
    // The arrival check expects an OUI: it carries a reply code and closes with the mission (decision 0043).
    await queueSmsQuestions(context, {
      spaceId: order.space_id,
      userId: null,
      questions: [
        {
          ...message,
          text: (code) => arrivalSmsText(facts.agencyName, facts.clientName, code),
          kind: "arrival_check",
          subjectId: place.id,
          expiresAt: order.ends_at ?? new Date(order.starts_at.getTime() + 86_400_000),
        },
      ],
    });
  }
  if (kind === ORDER_ARRIVAL_CHECK) await markArrivalAsked(db, place.id, now);
  return "sent";
}

// Each is written in `scheduled_jobs` when a worker takes a place (db/orders/order-jobs.ts), keyed per
// order and worker: scheduled twice, it exists once.
const OrderWorkerPayload = z.object({ order_id: z.number().int(), worker_id: z.number().int(), space_id: z.number().int() });

/** The automatic reminder SMS, the order's reminder_hours_before hours before its first start. */
export const OrderReminderJob = defineJob({
  type: ORDER_REMINDER,
  version: 1,
  schema: OrderWorkerPayload,
  retry: RETRY.scheduled,
  idempotencyKey: (payload) => orderJobKey(ORDER_REMINDER, payload.order_id, payload.worker_id),
  handle: (payload, context) => runOrderJob({ db: context.db, now: context.now, bindings: context.env }, ORDER_REMINDER, payload),
});

/** SMS validation of client arrival: at the first start, the worker is asked to confirm they are there. */
export const OrderArrivalCheckJob = defineJob({
  type: ORDER_ARRIVAL_CHECK,
  version: 1,
  schema: OrderWorkerPayload,
  retry: RETRY.scheduled,
  idempotencyKey: (payload) => orderJobKey(ORDER_ARRIVAL_CHECK, payload.order_id, payload.worker_id),
  handle: (payload, context) => runOrderJob({ db: context.db, now: context.now, bindings: context.env }, ORDER_ARRIVAL_CHECK, payload),
});
