import { amendmentsOnOrderChange } from "#features/contracts/contract-amendments";
import { getOrderFile } from "#db/orders/get-order";
import { partiesIssues } from "#db/orders/order-parties";
import { openOrderCondition, orderExistsWhere, orderStillAt, quantityHolds, updateOrderTerms } from "#db/orders/order-statements";
import { writeGuard } from "#db/sql/write-guard";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import type { OrderUpdateInput } from "#domain/orders/order-schemas";
import { editWithRetry, keptVersion } from "#features/versions/row-version";
import { activityLogIf } from "../activity-logs/activity-log";
import { fieldsRefused } from "../fields-refused";
import type { OperationContext } from "../operation-context";
import { orderOr404, requireOpenOrder } from "./order-scope";
import { toOrderDetail, type OrderDetail } from "./order-view";

export interface UpdateOrderInput {
  id: number;
  changes: OrderUpdateInput;
  /** The versions If-Match names (decision 0013); undefined: the last writer wins. */
  expectedVersions: number[] | undefined;
}

/**
 * Changes an open order's terms and options. Spec 000 §5: the quantity cannot fall below the workers
 * already delegated ("Order quantity exceeded"); the update carries that condition, so a worker
 * accepted meanwhile is counted. With expected versions the edit applies only to one of them (412
 * otherwise, before any other check), and its write guard holds that version when the batch runs: of
 * two edits loaded from the same version, one is written, the other refused (decision 0037).
 */
export async function updateOrder(context: OperationContext, input: UpdateOrderInput): Promise<OrderDetail> {
  const { db, now } = context;
  const { id, changes } = input;
  const updated = await editWithRetry(async () => {
    const order = await orderOr404(context, id);
    const version = keptVersion(input.expectedVersions, order.updated_at);
    requireOpenOrder(order);
    const issues = await partiesIssues(db, order.space_id, order.company_id, changes);
    if (issues.length > 0) throw fieldsRefused(issues);
    const updatable = openOrderCondition(id, quantityHolds(id, changes.quantity));
    // The guard first: the version read, or nothing of the batch is written. The log entry then lands
    // under the update's own condition: both, or neither.
    const [, , [written]] = await db.batch([
      writeGuard(db, orderStillAt(id, version)),
      activityLogIf(
        context,
        { title: "Order updated", type: "update", schema: "orders", subjectId: id, spaceId: order.space_id, changes },
        orderExistsWhere(updatable),
      ),
      updateOrderTerms(db, updatable, changes, now),
      ...amendmentsOnOrderChange(db, id, order, changes, now, orderExistsWhere(updatable)),
    ]);
    return written !== undefined;
  });
  if (!updated) {
    requireOpenOrder(await orderOr404(context, id));
    throw new AppError("conflict", SERVER_MESSAGES.orderQuantityExceeded, {
      fields: [{ field: "quantity", reason: "below_delegated", message: SERVER_MESSAGES.orderQuantityExceeded }],
    });
  }
  return toOrderDetail((await getOrderFile(db, id))!);
}
