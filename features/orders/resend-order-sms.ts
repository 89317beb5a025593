import { getOrderFile } from "#db/orders/get-order";
import { findLastOrderSms } from "#db/orders/last-order-sms";
import { findOrderWorker } from "#db/orders/order-statements";
import { AppError, notFound, SERVER_MESSAGES } from "#domain/errors/app-error";
import { queueSmsMessages } from "../sms/queue-sms-messages";
import { assertSmsAllowance } from "../sms/sms-allowance";
import type { OrderSmsOperationContext } from "./attribute-order-worker";
import { orderOr404 } from "./order-scope";
import { toOrderDetail, type OrderDetail } from "./order-view";
import { publishOrderChangeOf } from "./publish-order-change";

/**
 * Sends again the last SMS the order sent a worker when it failed (not delivered): the same text to the
 * worker's mobile, through the same queue, within the sender's SMS allowance. A proposal's reply code
 * is in the text, so the worker answers it as they would have. 409 "Invalid status" unless the last
 * SMS failed; a resend of the same failed SMS asked twice is one SMS (its key names the failed one).
 */
export async function resendOrderSms(context: OrderSmsOperationContext, orderId: number, workerId: number): Promise<OrderDetail> {
  const { db } = context;
  const order = await orderOr404(context, orderId);
  const row = await findOrderWorker(db, orderId, workerId);
  if (!row) throw notFound();
  const last = await findLastOrderSms(db, order.space_id, orderId, workerId);
  if (!last || last.status !== "failed") throw new AppError("conflict", SERVER_MESSAGES.invalidStatus);
  const guardOf = await assertSmsAllowance(context, { userId: context.caller.id, perSpace: new Map([[order.space_id, 1]]) });
  await queueSmsMessages(context, {
    spaceId: order.space_id,
    userId: context.caller.id,
    messages: [{ workerId, toPhone: last.to_phone, body: last.body, idempotencyKey: `order-resend:${last.id}`, orderId }],
    guard: guardOf(order.space_id),
  });
  await publishOrderChangeOf(context, order.space_id, orderId);
  return toOrderDetail((await getOrderFile(db, orderId))!);
}
