import { getOrderFile } from "#db/orders/get-order";
import { partiesIssues } from "#db/orders/order-parties";
import { openOrderCondition, orderExistsWhere, quantityHolds, updateOrderWhere } from "#db/orders/order-statements";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import type { OrderUpdateInput } from "#domain/orders/order-schemas";
import { activityLogIf } from "../activity-log";
import { fieldsRefused } from "../fields-refused";
import type { OperationContext } from "../operation-context";
import { orderOr404, requireOpenOrder } from "./order-scope";
import { toOrderDetail, type OrderDetail } from "./order-view";

/**
 * Changes an open order's terms and options. Spec 000 §5: the quantity cannot fall below the workers
 * already delegated ("Order quantity exceeded"); the update carries that condition, so a worker
 * accepted meanwhile is counted.
 */
export async function updateOrder(context: OperationContext, id: number, changes: OrderUpdateInput): Promise<OrderDetail> {
  const { db, now } = context;
  const order = await orderOr404(context, id);
  requireOpenOrder(order);
  const issues = await partiesIssues(db, order.space_id, order.company_id, changes);
  if (issues.length > 0) throw fieldsRefused(issues);
  const updatable = openOrderCondition(id, quantityHolds(id, changes.quantity));
  // The log entry first, under the update's own condition: both land, or neither.
  const [, [updated]] = await db.batch([
    activityLogIf(
      context,
      { title: "Order updated", type: "update", schema: "orders", subjectId: id, spaceId: order.space_id, changes },
      orderExistsWhere(updatable),
    ),
    updateOrderWhere(db, updatable, changes, now),
  ]);
  if (!updated) {
    requireOpenOrder(await orderOr404(context, id));
    throw new AppError("conflict", SERVER_MESSAGES.orderQuantityExceeded, {
      fields: [{ field: "quantity", reason: "below_delegated", message: SERVER_MESSAGES.orderQuantityExceeded }],
    });
  }
  return toOrderDetail((await getOrderFile(db, id))!);
}
