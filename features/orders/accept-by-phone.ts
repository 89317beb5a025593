import { getOrderFile, listOrderPeriods } from "#db/orders/get-order";
import { recordProposalReply } from "#db/orders/find-proposal-to-answer";
import { findOrderWorker } from "#db/orders/order-statements";
import { scheduleOrderJobs } from "#db/orders/order-jobs";
import { takePlace, whyNoPlace } from "#db/orders/take-place";
import { AppError, notFound, SERVER_MESSAGES } from "#domain/errors/app-error";
import { acceptedSmsText } from "#domain/orders/order-sms";
import { formatReference } from "#domain/orders/reference-number";
import { activityLog } from "../activity-logs/activity-log";
import type { OrderSmsOperationContext } from "./attribute-order-worker";
import { orderOr404, requireOpenOrder } from "./order-scope";
import { toOrderDetail, type OrderDetail } from "./order-view";
import { publishOrderChangeOf } from "./publish-order-change";
import { tellOrderWorkers } from "./tell-order-workers";

/**
 * A worker who phoned to say yes, recorded by the recruiter (decision 0056): exactly what their SMS OUI
 * would have done, in either attribution mode. Automatic: the same conditional write takes a place
 * while places remain (first come, first served with the SMS yeses) and the worker gets the
 * confirmation SMS; manual: the yes waits for staff to attribute it. The row keeps reply "yes", its
 * time and the recruiter who took it, with no reply SMS; a place taken is logged as attributed "by phone".
 * 409 "Invalid status" unless the proposal is waiting, "Order quantity exceeded" once the places are taken.
 */
export async function acceptByPhone(context: OrderSmsOperationContext, orderId: number, workerId: number): Promise<OrderDetail> {
  const { db, now } = context;
  const order = await orderOr404(context, orderId);
  requireOpenOrder(order);
  const row = await findOrderWorker(db, orderId, workerId);
  if (!row) throw notFound();
  if (row.status !== "waiting") throw new AppError("conflict", SERVER_MESSAGES.invalidStatus);
  const periods = await listOrderPeriods(db, orderId);

  if (order.attribution_mode === "manual") {
    const [recorded] = await recordProposalReply(db, row.id, { status: "in_progress", reply: "yes", smsId: null }, now);
    if (!recorded) throw new AppError("conflict", SERVER_MESSAGES.invalidStatus);
  } else {
    const claim = { orderWorkerId: row.id, orderId, spaceId: order.space_id, workerId, periods };
    const taken = await takePlace(db, {
      ...claim,
      from: ["waiting"],
      reply: { smsId: null, answer: "yes" },
      userId: context.caller.id,
      label: `Commande ${formatReference("order", order.number, "fr")}`,
      now,
    });
    if (!taken) {
      const why = await whyNoPlace(db, claim);
      if (why === "order_closed") throw new AppError("conflict", SERVER_MESSAGES.orderNotOpen);
      if (why === "place_taken") throw new AppError("conflict", SERVER_MESSAGES.orderQuantityExceeded);
      if (why === "already_in_contract") throw new AppError("conflict", SERVER_MESSAGES.workerInContract);
      throw new AppError("conflict", SERVER_MESSAGES.invalidStatus);
    }
    await scheduleOrderJobs(db, order, workerId, now);
    await activityLog(context, {
      title: "Order worker attributed",
      type: "update",
      schema: "orders",
      subjectId: orderId,
      spaceId: order.space_id,
      changes: { worker_id: workerId, status: "accepted", reply: "yes", by: "phone" },
    });
    await tellOrderWorkers(context, order, context.caller.id, [
      {
        workerId,
        text: (agency) => acceptedSmsText(agency, periods, order.confirmation_comment),
        idempotencyKey: `order-phone-yes:${row.id}`,
      },
    ]);
  }
  await publishOrderChangeOf(context, order.space_id, orderId);
  return toOrderDetail((await getOrderFile(db, orderId))!);
}
