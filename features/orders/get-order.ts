import type { OperationContext } from "../operation-context";
import { orderFileOr404 } from "./order-scope";
import { toOrderDetail, type OrderDetail } from "./order-view";

/** The order file: fields, periods, workers and their statuses; 404 outside the caller's spaces. */
export async function getOrder(context: OperationContext, id: number): Promise<OrderDetail> {
  return toOrderDetail(await orderFileOr404(context, id));
}
