import { getOrderFile, getOrderRow } from "#db/orders/get-order";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { loadOr404 } from "../access/load-or-404";
import type { OperationContext } from "../operation-context";

/** An order of the caller's spaces, else 404 (never 403: another agency's orders do not exist). */
export function orderOr404(context: Pick<OperationContext, "db" | "caller">, id: number) {
  return loadOr404(context.caller, () => getOrderRow(context.db, id));
}

/** The order file (order, periods, workers) of the caller's spaces, else 404. */
export async function orderFileOr404(context: Pick<OperationContext, "db" | "caller">, id: number) {
  const file = await getOrderFile(context.db, id);
  await loadOr404(context.caller, async () => file?.order);
  return file!;
}

export function isOpenOrder(order: { status: string }) {
  return order.status === "pending" || order.status === "processing";
}

/** Spec 000 §8 "Order is not open": work on a closed or cancelled order is refused. */
export function requireOpenOrder(order: { status: string }) {
  if (!isOpenOrder(order)) throw new AppError("conflict", SERVER_MESSAGES.orderNotOpen);
}
