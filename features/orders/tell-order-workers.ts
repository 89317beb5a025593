import type { OrderRow } from "#db/orders/get-order";
import { orderSmsFacts } from "#db/orders/order-sms-facts";
import { findSmsRecipients } from "#db/sms/find-sms-recipients";
import { queueSmsMessages } from "../sms/queue-sms-messages";
import type { SmsContext } from "../sms/sms-context";

export interface OrderWorkerMessage {
  workerId: number;
  /** The text, given the agency's name as the SMS signs it. */
  text: (agencyName: string) => string;
  /** One per event: the same event told twice (a retried request, a redelivered job) is one SMS. */
  idempotencyKey: string;
}

/**
 * Tells workers by SMS what became of an order they were asked for or given (decision 0056), through
 * the same queue as every SMS. Nothing goes when the space has SMS off, or to a worker without a
 * mobile or who answered STOP. These are the agency's service messages, sent whatever the sender's
 * own allowance, like the confirmation after an OUI.
 */
export async function tellOrderWorkers(context: SmsContext, order: OrderRow, userId: number | null, messages: OrderWorkerMessage[]) {
  if (messages.length === 0) return;
  const [facts, recipients] = await Promise.all([
    orderSmsFacts(context.db, order),
    findSmsRecipients(
      context.db,
      messages.map((message) => message.workerId),
    ),
  ]);
  if (!facts.smsEnabled) return;
  const reachable = new Map(recipients.filter((r) => r.mobile_phone_number && !r.suppressed).map((r) => [r.id, r.mobile_phone_number!]));
  const outgoing = messages.flatMap((message) => {
    const toPhone = reachable.get(message.workerId);
    return toPhone
      ? [
          {
            workerId: message.workerId,
            toPhone,
            body: message.text(facts.agencyName),
            idempotencyKey: message.idempotencyKey,
            orderId: order.id,
          },
        ]
      : [];
  });
  if (outgoing.length > 0) await queueSmsMessages(context, { spaceId: order.space_id, userId, messages: outgoing });
}
