import { cancelOrderContracts } from "#db/contracts/cancel-unsigned-contracts";
import { getOrderFile, listOrderPeriods, listOrderWorkers } from "#db/orders/get-order";
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
import { noLongerAvailableSmsText, orderCancelledSmsText } from "#domain/orders/order-change-sms";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OrderSmsOperationContext } from "./attribute-order-worker";
import { publishOrderChangeOf } from "./publish-order-change";
import { tellOrderWorkers, type OrderWorkerMessage } from "./tell-order-workers";
import { orderOr404, requireOpenOrder } from "./order-scope";
import { toOrderDetail, type OrderDetail } from "./order-view";

export type OrderEnding = { kind: "close"; closingState: (typeof ORDER_CLOSING_STATES)[number] } | { kind: "cancel" };

/**
 * Ends an order (spec 000 §4 Order closing): closed with its closing state, or cancelled. Closing is
 * refused unless the order is open ("Order is not open") with at least one period ("Order must have at
 * least one period"); the update carries both conditions, so two closings at once end it once. Proposals
 * still waiting for a reply are cancelled with it, so a late OUI takes nothing. Those still waiting are
 * told by SMS the mission is no longer available and, on a cancellation, those holding a place that it
 * is cancelled (decision 0056); an order ends once, so each is told once.
 */
export async function endOrder(context: OrderSmsOperationContext, id: number, ending: OrderEnding): Promise<OrderDetail> {
  const { db, now } = context;
  const order = await orderOr404(context, id);
  requireOpenOrder(order);
  const [asked, periods] = await Promise.all([listOrderWorkers(db, id), listOrderPeriods(db, id)]);
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
  const messages = asked.flatMap(({ row }): OrderWorkerMessage[] => {
    const idempotencyKey = `order-ended:${id}:${row.worker_id}`;
    if (row.status === "waiting" || row.status === "in_progress") {
      return [{ workerId: row.worker_id, text: (agency) => noLongerAvailableSmsText(agency, periods), idempotencyKey }];
    }
    if (row.status === "accepted" && ending.kind === "cancel") {
      return [{ workerId: row.worker_id, text: (agency) => orderCancelledSmsText(agency, periods), idempotencyKey }];
    }
    return [];
  });
  await tellOrderWorkers(context, order, context.caller.id, messages);
  await publishOrderChangeOf(context, order.space_id, id);
  return toOrderDetail((await getOrderFile(db, id))!);
}
