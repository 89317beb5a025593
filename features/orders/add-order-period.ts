import { amendmentsOnOrderChange } from "#features/contracts/contract-amendments";
import { getOrderFile, listOrderPeriods } from "#db/orders/get-order";
import { insertOrderPeriod } from "#db/orders/order-statements";
import { refreshOrderSpan } from "#db/orders/order-span";
import type { OrderPeriodInput } from "#domain/orders/order-schemas";
import { periodOverlaps } from "#domain/orders/order-periods";
import { activityLog } from "../activity-logs/activity-log";
import { fieldsRefused } from "../fields-refused";
import type { OperationContext } from "../operation-context";
import { orderOr404, requireOpenOrder } from "./order-scope";
import { toOrderDetail, type OrderDetail } from "./order-view";

/**
 * Adds a period to an open order. Periods stay one after the other (spec 000 §5): one overlapping a
 * stored period is refused on starts_at. Workers already accepted are not booked for it by themselves:
 * staff propose it again (decision 0027).
 */
export async function addOrderPeriod(context: OperationContext, orderId: number, input: OrderPeriodInput): Promise<OrderDetail> {
  const { db, now } = context;
  const order = await orderOr404(context, orderId);
  requireOpenOrder(order);
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  if (periodOverlaps(await listOrderPeriods(db, orderId), startsAt, endsAt)) {
    throw fieldsRefused([{ field: "starts_at", message: "periods_not_chronological" }]);
  }
  await db.batch([
    insertOrderPeriod(db, order, { starts_at: startsAt, ends_at: endsAt }, now),
    refreshOrderSpan(db, orderId),
    // A period before the first or after the last moves the mission's dates: an amendment (a renewal when it ends later).
    ...amendmentsOnOrderChange(db, orderId, order, newSpan(order, startsAt, endsAt), now),
    activityLog(context, {
      title: "Order period added",
      type: "update",
      schema: "orders",
      subjectId: orderId,
      spaceId: order.space_id,
      changes: input,
    }),
  ]);
  return toOrderDetail((await getOrderFile(db, orderId))!);
}

/** The order's first start and last end once a period is added. */
function newSpan(order: { starts_at: Date | null; ends_at: Date | null }, startsAt: Date, endsAt: Date) {
  return {
    starts_at: order.starts_at && order.starts_at < startsAt ? order.starts_at : startsAt,
    ends_at: order.ends_at && order.ends_at > endsAt ? order.ends_at : endsAt,
  };
}
