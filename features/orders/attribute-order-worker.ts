import { cancelPlacementContracts } from "#db/contracts/cancel-unsigned-contracts";
import { getOrderFile, listOrderPeriods } from "#db/orders/get-order";
import { findOrderWorker, releaseContracts, withdrawOrderWorkerStatement } from "#db/orders/order-statements";
import { takePlace, whyNoPlace } from "#db/orders/take-place";
import { scheduleOrderJobs } from "#db/orders/order-jobs";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { formatReference } from "#domain/orders/reference-number";
import { acceptedSmsText } from "#domain/orders/order-sms";
import { attributionWithdrawnSmsText, proposalWithdrawnSmsText } from "#domain/orders/order-change-sms";
import { notFound } from "#domain/errors/app-error";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import type { SmsBindings } from "../sms/sms-context";
import { publishOrderChangeOf } from "./publish-order-change";
import { tellOrderWorkers } from "./tell-order-workers";
import { orderOr404, requireOpenOrder } from "./order-scope";
import { toOrderDetail, type OrderDetail } from "./order-view";

/** A staff write that tells the worker by SMS: the operation's context with the SMS bindings. */
export type OrderSmsOperationContext = OperationContext & { bindings: OperationContext["bindings"] & SmsBindings };

/**
 * Staff attribute a place to a proposed worker (manual mode, or a yes staff confirm in either mode):
 * the same conditional write as an SMS yes. 409 "Order quantity exceeded" when the places are taken,
 * "Worker already in contract" when a contract covers one of the periods (spec 000 §8), "Order is not open".
 * The worker is told by SMS, as an SMS OUI is (decision 0056), and open order files are told to reload.
 */
export async function attributeOrderWorker(context: OrderSmsOperationContext, orderId: number, workerId: number): Promise<OrderDetail> {
  const { db, now } = context;
  const order = await orderOr404(context, orderId);
  requireOpenOrder(order);
  const row = await findOrderWorker(db, orderId, workerId);
  if (!row) throw notFound();
  if (row.status !== "accepted") {
    const periods = await listOrderPeriods(db, orderId);
    if (periods.length === 0) throw new AppError("conflict", SERVER_MESSAGES.orderWithoutPeriod);
    const claim = { orderWorkerId: row.id, orderId, spaceId: order.space_id, workerId, periods };
    const taken = await takePlace(db, {
      ...claim,
      from: ["select", "waiting", "in_progress", "refused", "cancelled"],
      reply: null,
      userId: context.caller.id,
      label: `Commande ${formatReference("order", order.number, "fr")}`,
      now,
    });
    if (!taken) {
      const why = await whyNoPlace(db, claim);
      if (why === "order_closed") throw new AppError("conflict", SERVER_MESSAGES.orderNotOpen);
      if (why === "place_taken") throw new AppError("conflict", SERVER_MESSAGES.orderQuantityExceeded);
      throw new AppError("conflict", SERVER_MESSAGES.workerInContract);
    }
    await scheduleOrderJobs(db, order, workerId, now);
    await activityLog(context, {
      title: "Order worker attributed",
      type: "update",
      schema: "orders",
      subjectId: orderId,
      spaceId: order.space_id,
      changes: { worker_id: workerId, status: "accepted" },
    });
    await tellOrderWorkers(context, order, context.caller.id, [
      {
        workerId,
        text: (agency) => acceptedSmsText(agency, periods, order.confirmation_comment),
        idempotencyKey: `order-attributed:${row.id}:${now.getTime()}`,
      },
    ]);
    await publishOrderChangeOf(context, order.space_id, orderId);
  }
  return toOrderDetail((await getOrderFile(db, orderId))!);
}

/**
 * Cancels a worker's delegation or proposal (spec 000 §4: "first cancel the delegation"): the row is
 * cancelled and, for an accepted worker, the contract periods the order gave them are removed. A worker
 * who was asked (or held the place) is told by SMS; one only chosen, never asked, is not.
 */
export async function withdrawOrderWorker(context: OrderSmsOperationContext, orderId: number, workerId: number): Promise<OrderDetail> {
  const { db, now } = context;
  const order = await orderOr404(context, orderId);
  requireOpenOrder(order);
  const row = await findOrderWorker(db, orderId, workerId);
  if (!row) throw notFound();
  const wasAsked = row.status === "waiting" || row.status === "in_progress" || row.status === "accepted";
  const orderPeriods = wasAsked ? await listOrderPeriods(db, orderId) : [];
  const periods = row.status === "accepted" ? orderPeriods : [];
  await db.batch([
    withdrawOrderWorkerStatement(db, row.id, now),
    ...periods.map((period) => releaseContracts(db, order.space_id, [workerId], period)),
    cancelPlacementContracts(db, orderId, workerId, now),
    activityLog(context, {
      title: "Order worker withdrawn",
      type: "update",
      schema: "orders",
      subjectId: orderId,
      spaceId: order.space_id,
      changes: { worker_id: workerId, status: "cancelled" },
    }),
  ]);
  if (wasAsked) {
    const text = row.status === "accepted" ? attributionWithdrawnSmsText : proposalWithdrawnSmsText;
    await tellOrderWorkers(context, order, context.caller.id, [
      {
        workerId,
        text: (agency) => text(agency, orderPeriods),
        // Two identical withdrawals at once read the same row: one SMS.
        idempotencyKey: `order-withdrawn:${row.id}:${row.updated_at.getTime()}`,
      },
    ]);
  }
  await publishOrderChangeOf(context, order.space_id, orderId);
  return toOrderDetail((await getOrderFile(db, orderId))!);
}
