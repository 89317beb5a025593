import { getOrderRow } from "#db/orders/get-order";
import { findHeldPlace, markArrivalAsked } from "#db/orders/order-jobs";
import { orderSmsFacts } from "#db/orders/order-sms-facts";
import { findSmsRecipients } from "#db/sms/find-sms-recipients";
import { OrderArrivalCheckJob, OrderReminderJob, orderJobKey } from "#domain/jobs/order-reminders";
import { arrivalSmsText, reminderSmsText } from "#domain/orders/order-sms";
import { queueSmsMessages } from "../sms/queue-sms-messages";
import type { SmsContext } from "../sms/sms-context";

/**
 * The reminder before the start, or the arrival check at it (issue 13 item 6), run by the cron. Nothing
 * is sent once the worker no longer holds the place or the order ended; the SMS key is the job's, so a
 * run repeated after a crash queues no second SMS.
 */
export async function runOrderJob(
  context: SmsContext,
  kind: typeof OrderReminderJob.type | typeof OrderArrivalCheckJob.type,
  payload: { order_id: number; worker_id: number },
) {
  const { db, now } = context;
  const place = await findHeldPlace(db, payload.order_id, payload.worker_id);
  if (!place) return "skipped";
  const order = (await getOrderRow(db, payload.order_id))!;
  const [[worker], facts] = await Promise.all([findSmsRecipients(db, [payload.worker_id]), orderSmsFacts(db, order)]);
  if (!worker?.mobile_phone_number || worker.suppressed || !facts.smsEnabled || !order.starts_at) return "skipped";
  const body =
    kind === OrderReminderJob.type
      ? reminderSmsText(facts.agencyName, order.starts_at, facts.clientName)
      : arrivalSmsText(facts.agencyName, facts.clientName);
  await queueSmsMessages(context, {
    spaceId: order.space_id,
    userId: null,
    messages: [
      {
        workerId: payload.worker_id,
        toPhone: worker.mobile_phone_number,
        body,
        idempotencyKey: orderJobKey(kind, order.id, payload.worker_id),
        orderId: order.id,
      },
    ],
  });
  if (kind === OrderArrivalCheckJob.type) await markArrivalAsked(db, place.id, now);
  return "sent";
}
