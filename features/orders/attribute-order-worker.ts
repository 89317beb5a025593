import { cancelPlacementContracts } from "#db/contracts/cancel-unsigned-contracts";
import { getOrderFile, listOrderPeriods } from "#db/orders/get-order";
import { findOrderWorker, releaseContracts, withdrawOrderWorkerStatement } from "#db/orders/order-statements";
import { takePlace, whyNoPlace } from "#db/orders/take-place";
import { scheduleOrderJobs } from "#db/orders/order-jobs";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { formatReference } from "#domain/orders/reference-number";
import { notFound } from "#domain/errors/app-error";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { orderOr404, requireOpenOrder } from "./order-scope";
import { toOrderDetail, type OrderDetail } from "./order-view";

/**
 * Staff attribute a place to a proposed worker (manual mode, or a yes staff confirm in either mode):
 * the same conditional write as an SMS yes. 409 "Order quantity exceeded" when the places are taken,
 * "Worker already in contract" when a contract covers one of the periods (spec 000 §8), "Order is not open".
 */
export async function attributeOrderWorker(context: OperationContext, orderId: number, workerId: number): Promise<OrderDetail> {
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
  }
  return toOrderDetail((await getOrderFile(db, orderId))!);
}

/**
 * Cancels a worker's delegation or proposal (spec 000 §4: "first cancel the delegation"): the row is
 * cancelled and, for an accepted worker, the contract periods the order gave them are removed.
 */
export async function withdrawOrderWorker(context: OperationContext, orderId: number, workerId: number): Promise<OrderDetail> {
  const { db, now } = context;
  const order = await orderOr404(context, orderId);
  requireOpenOrder(order);
  const row = await findOrderWorker(db, orderId, workerId);
  if (!row) throw notFound();
  const periods = row.status === "accepted" ? await listOrderPeriods(db, orderId) : [];
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
  return toOrderDetail((await getOrderFile(db, orderId))!);
}
