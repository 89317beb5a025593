import { cancelPlacementContracts } from "#db/contracts/cancel-unsigned-contracts";
import { getOrderFile, listOrderPeriods } from "#db/orders/get-order";
import { leavePlaceStatement, leftNow, releaseUnstartedContracts } from "#db/orders/leave-place";
import { findOrderWorker } from "#db/orders/order-statements";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { notFound } from "#domain/errors/app-error";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { orderOr404, requireOpenOrder } from "./order-scope";
import { toOrderDetail, type OrderDetail } from "./order-view";

/**
 * A worker who held a place left the mission (spec 000 §3 order-template status `abandoned`; decision
 * 0029): staff record it, the place is free again for another proposal, and the contracts the order gave
 * the worker for the periods not yet begun are removed. Only an accepted worker abandons: otherwise 409
 * "Invalid status". The reminder and arrival check no longer go to them (they hold no place).
 */
export async function abandonOrderWorker(context: OperationContext, orderId: number, workerId: number): Promise<OrderDetail> {
  const { db, now } = context;
  const order = await orderOr404(context, orderId);
  requireOpenOrder(order);
  const row = await findOrderWorker(db, orderId, workerId);
  if (!row) throw notFound();
  if (row.status !== "accepted") throw notHoldingAPlace();
  const periods = await listOrderPeriods(db, orderId);
  const left = leftNow(row.id, "abandoned", now);
  const [abandoned] = await db.batch([
    leavePlaceStatement(db, row.id, { status: "abandoned" }, now),
    ...releaseUnstartedContracts(db, order.space_id, workerId, periods, now, left),
    cancelPlacementContracts(db, orderId, workerId, now),
    activityLogIf(
      context,
      {
        title: "Order worker abandoned the mission",
        type: "update",
        schema: "orders",
        subjectId: orderId,
        spaceId: order.space_id,
        changes: { worker_id: workerId, status: "abandoned" },
      },
      left,
    ),
  ]);
  // Another request moved the row meanwhile (withdrawn, abandoned, replaced).
  if (abandoned.length === 0) throw notHoldingAPlace();
  return toOrderDetail((await getOrderFile(db, orderId))!);
}

/** 409 "Invalid status" (spec 000 §8) naming the worker: only a worker holding a place can leave it. */
export function notHoldingAPlace() {
  return new AppError("conflict", SERVER_MESSAGES.invalidStatus, {
    fields: [{ field: "worker_id", reason: "not_accepted", message: SERVER_MESSAGES.invalidStatus }],
  });
}
