import { cancelOrderContracts } from "#db/contracts/cancel-unsigned-contracts";
import { getOrderFile, listOrderPeriods } from "#db/orders/get-order";
import {
  cancelOpenProposals,
  endingChanges,
  endOrderWhere,
  hasPeriodCondition,
  openOrderCondition,
  orderExistsWhere,
} from "#db/orders/order-statements";
import type { ORDER_CLOSING_STATES } from "#domain/enums/order";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { orderOr404, requireOpenOrder } from "./order-scope";
import { toOrderDetail, type OrderDetail } from "./order-view";

export type OrderEnding = { kind: "close"; closingState: (typeof ORDER_CLOSING_STATES)[number] } | { kind: "cancel" };

/**
 * Ends an order (spec 000 §4 Order closing): closed with its closing state, or cancelled. Closing is
 * refused unless the order is open ("Order is not open") with at least one period ("Order must have at
 * least one period"); the update carries both conditions, so two closings at once end it once. Proposals
 * still waiting for a reply are cancelled with it, so a late OUI takes nothing.
 */
export async function endOrder(context: OperationContext, id: number, ending: OrderEnding): Promise<OrderDetail> {
  const { db, now } = context;
  const order = await orderOr404(context, id);
  requireOpenOrder(order);
  const endable = ending.kind === "close" ? openOrderCondition(id, hasPeriodCondition(db, id)) : openOrderCondition(id);
  const [, [ended]] = await db.batch([
    activityLogIf(
      context,
      {
        title: ending.kind === "close" ? "Order closed" : "Order cancelled",
        type: "update",
        schema: "orders",
        subjectId: id,
        spaceId: order.space_id,
        changes: ending.kind === "close" ? { closing_state: ending.closingState } : { status: "cancelled" },
      },
      orderExistsWhere(endable),
    ),
    endOrderWhere(db, endable, endingChanges(ending, now)),
    cancelOpenProposals(db, id, now),
    cancelOrderContracts(db, id, now),
  ]);
  if (!ended) {
    requireOpenOrder(await orderOr404(context, id));
    if ((await listOrderPeriods(db, id)).length === 0) throw new AppError("conflict", SERVER_MESSAGES.orderWithoutPeriod);
    throw new AppError("conflict", SERVER_MESSAGES.orderNotOpen);
  }
  return toOrderDetail((await getOrderFile(db, id))!);
}
