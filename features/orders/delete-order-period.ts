import { getOrderFile, listOrderPeriods, listOrderWorkers } from "#db/orders/get-order";
import { deleteOrderPeriod as deletePeriodStatement, releaseContracts } from "#db/orders/order-statements";
import { refreshOrderSpan } from "#db/orders/order-span";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { notFound } from "#domain/errors/app-error";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { orderOr404, requireOpenOrder } from "./order-scope";
import { toOrderDetail, type OrderDetail } from "./order-view";

/**
 * Deletes a period of an open order (spec 000 §4 Period deletion). With workers delegated (accepted)
 * it answers 409 "Period has delegated workers" unless forced; forced, the contract each of them holds
 * for that period goes with it. The warning that the period's data is lost is the screen's.
 */
export async function deleteOrderPeriod(
  context: OperationContext,
  orderId: number,
  periodId: number,
  force: boolean,
): Promise<OrderDetail> {
  const { db } = context;
  const order = await orderOr404(context, orderId);
  requireOpenOrder(order);
  const [periods, workers] = await Promise.all([listOrderPeriods(db, orderId), listOrderWorkers(db, orderId)]);
  const period = periods.find((candidate) => candidate.id === periodId);
  if (!period) throw notFound();
  const delegated = workers.filter(({ row }) => row.status === "accepted").map(({ row }) => row.worker_id);
  if (delegated.length > 0 && !force) {
    throw new AppError("conflict", SERVER_MESSAGES.periodHasDelegatedWorkers, {
      fields: [{ field: "period_id", reason: "delegated_workers", message: SERVER_MESSAGES.periodHasDelegatedWorkers }],
    });
  }
  await db.batch([
    deletePeriodStatement(db, orderId, periodId),
    ...(delegated.length > 0 ? [releaseContracts(db, order.space_id, delegated, period)] : []),
    refreshOrderSpan(db, orderId),
    activityLog(context, {
      title: "Order period deleted",
      type: "delete",
      schema: "orders",
      subjectId: orderId,
      spaceId: order.space_id,
      changes: { period_id: periodId, forced: force, released_workers: delegated },
    }),
  ]);
  return toOrderDetail((await getOrderFile(db, orderId))!);
}
