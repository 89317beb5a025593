import { cancelPlacementContracts } from "#db/contracts/cancel-unsigned-contracts";
import { getOrderFile, listOrderPeriods } from "#db/orders/get-order";
import {
  forgetReplacementRow,
  leavePlaceStatement,
  leftNow,
  releaseUnstartedContracts,
  replacementCanTakeOver,
  replacementRow,
} from "#db/orders/leave-place";
import { findOrderWorker } from "#db/orders/order-statements";
import { scheduleOrderJobs } from "#db/orders/order-jobs";
import { findProposalRecipients, unavailablePeriodsOf } from "#db/orders/proposal-recipients";
import { takePlaceStatements } from "#db/orders/take-place";
import { AppError, SERVER_MESSAGES, type FieldError } from "#domain/errors/app-error";
import type { OrderReplacementInput } from "#domain/orders/order-schemas";
import { formatReference } from "#domain/orders/reference-number";
import { notFound } from "#domain/errors/app-error";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { notHoldingAPlace } from "./abandon-order-worker";
import { orderOr404, requireOpenOrder } from "./order-scope";
import { toOrderDetail, type OrderDetail } from "./order-view";

const FIELD = "replacement_worker_id";

function refused(reason: string, message: string) {
  const field: FieldError = { field: FIELD, reason, message };
  return new AppError("validation_failed", message, { fields: [field] });
}

/**
 * Staff give an accepted worker's place to another worker of the pool (spec 000 §3 order-template status
 * `replaced`; decision 0029). In one batch: the worker leaves the place (`replaced`, naming who replaced
 * them) only if the replacement holds no contract over the periods still to come and the order is open;
 * the replacement takes the place by takePlace's conditional write, only if the first one left now; the
 * first one's contracts for the periods not yet begun go, the replacement's come for the periods not yet
 * over. The replacement must be available then unless `force` or the order's force_available_workers
 * (422 "Worker unavailable"); one in contract is 409 "Worker already in contract". No SMS: staff agreed
 * it with both by phone.
 */
export async function replaceOrderWorker(
  context: OperationContext,
  orderId: number,
  workerId: number,
  input: OrderReplacementInput,
): Promise<OrderDetail> {
  const { db, now } = context;
  const replacementId = input.replacement_worker_id;
  const order = await orderOr404(context, orderId);
  requireOpenOrder(order);
  const leaving = await findOrderWorker(db, orderId, workerId);
  if (!leaving) throw notFound();
  if (leaving.status !== "accepted") throw notHoldingAPlace();
  if (replacementId === workerId) throw refused("same_worker", "same_worker");

  const periods = await listOrderPeriods(db, orderId);
  const toCome = periods.filter((period) => period.ends_at > now);
  if (toCome.length === 0) throw refused("periods_over", "periods_over");
  const [candidate] = await findProposalRecipients(db, order.space_id, [replacementId], toCome);
  if (!candidate) throw refused("not_found", "not_found");
  if (candidate.unavailable && !input.force && !order.force_available_workers) {
    // Force all periods: free for part of the periods to come is enough, as for a proposal (propose-order.ts).
    const overlapped = order.force_all_periods
      ? (await unavailablePeriodsOf(db, order.space_id, [replacementId], toCome)).get(replacementId)
      : undefined;
    if (!overlapped || overlapped.unavailable.length === toCome.length || overlapped.contract.length > 0) {
      throw refused("unavailable", SERVER_MESSAGES.workerUnavailable);
    }
  }

  const row = await replacementRow(db, order, replacementId, context.caller.id, now);
  if (row.status === "accepted") throw refused("already_accepted", "already_accepted");
  if (row.status === "replaced" || row.status === "abandoned") throw refused("left_the_order", "left_the_order");

  const left = leftNow(leaving.id, "replaced", now);
  const [take, ...afterTake] = takePlaceStatements(db, {
    orderWorkerId: row.id,
    orderId,
    spaceId: order.space_id,
    workerId: replacementId,
    periods: toCome,
    from: ["select", "waiting", "in_progress", "refused", "cancelled"],
    reply: null,
    userId: context.caller.id,
    label: `Commande ${formatReference("order", order.number, "fr")}`,
    now,
    alsoWhen: left,
  });
  const [, taken] = await db.batch([
    leavePlaceStatement(
      db,
      leaving.id,
      {
        status: "replaced",
        replacedBy: replacementId,
        when: replacementCanTakeOver(db, orderId, { spaceId: order.space_id, workerId: replacementId, periods: toCome }),
      },
      now,
    ),
    take,
    ...afterTake,
    ...releaseUnstartedContracts(db, order.space_id, workerId, periods, now, left),
    cancelPlacementContracts(db, orderId, workerId, now),
    activityLogIf(
      context,
      {
        title: "Order worker replaced",
        type: "update",
        schema: "orders",
        subjectId: orderId,
        spaceId: order.space_id,
        changes: { worker_id: workerId, status: "replaced", replaced_by_worker_id: replacementId },
      },
      left,
    ),
  ]);

  if (taken.length === 0) {
    if (row.madeNow) await forgetReplacementRow(db, row.id);
    const still = await findOrderWorker(db, orderId, workerId);
    if (still?.status !== "accepted") throw notHoldingAPlace();
    const current = await orderOr404(context, orderId);
    requireOpenOrder(current);
    // The order is open and the first worker still holds the place: the replacement is in contract then.
    throw new AppError("conflict", SERVER_MESSAGES.workerInContract, {
      fields: [{ field: FIELD, reason: "already_in_contract", message: SERVER_MESSAGES.workerInContract }],
    });
  }
  await scheduleOrderJobs(db, order, replacementId, now);
  return toOrderDetail((await getOrderFile(db, orderId))!);
}
