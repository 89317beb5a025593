import { listOrders as selectOrders } from "#db/orders/list-orders";
import type { ListOrdersQuery } from "#domain/orders/order-schemas";
import { resolveSpaceId } from "../access/resolve-space";
import type { OperationContext } from "../operation-context";
import { toOrderSummary } from "./order-view";

/** One space's orders, paged like the worker list (spec 000 §2 /orders: opened and closed, status, client, dates, search). */
export async function listOrders(context: OperationContext, query: ListOrdersQuery) {
  const spaceId = await resolveSpaceId(context, query.space_id, "query.space_id");
  const { rows, total, totalIsLowerBound } = await selectOrders(context.db, spaceId, query);
  return { items: rows.map(toOrderSummary), total, totalIsLowerBound };
}
