import { listOrderPeriods } from "#db/orders/get-order";
import { findProposalRecipients, unavailablePeriodsOf } from "#db/orders/proposal-recipients";
import { proposeWorkers } from "#db/orders/propose-workers";
import { orderSmsFacts } from "#db/orders/order-sms-facts";
import { markOrderProcessing } from "#db/orders/order-statements";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { proposalSmsText } from "#domain/orders/order-sms";
import type { ProposalCreateInput } from "#domain/orders/order-schemas";
import { activityLog } from "../activity-log";
import type { OperationContext } from "../operation-context";
import { queueSmsMessages } from "../sms/queue-sms-messages";
import type { SmsBindings } from "../sms/sms-context";
import { orderOr404, requireOpenOrder } from "./order-scope";

export type ProposeOrderContext = OperationContext & { bindings: OperationContext["bindings"] & SmsBindings };

export interface ProposalResult {
  worker_id: number;
  status: "queued" | "already_proposed" | "no_mobile" | "opted_out" | "not_found";
}

/**
 * Sends the mission proposal by SMS to workers of the pool (issue 13 item 4). Each must be available for
 * the periods (no unavailable, contract or blocked period over them) unless the call or the order forces
 * it: otherwise 422 naming each refused `worker_ids.<index>` "Worker unavailable". With the order's
 * force_all_periods, a worker free for part of the periods is proposed them all; one unavailable for every
 * period, or in contract on one, is still refused. One entry per worker:
 * queued, already_proposed (waiting or accepted already: not asked twice), no_mobile, opted_out, or
 * not_found (outside the order's space). The order moves from pending to processing.
 */
export async function proposeOrder(context: ProposeOrderContext, orderId: number, input: ProposalCreateInput): Promise<ProposalResult[]> {
  const { db, now } = context;
  const order = await orderOr404(context, orderId);
  requireOpenOrder(order);
  const [periods, facts] = await Promise.all([listOrderPeriods(db, orderId), orderSmsFacts(db, order)]);
  if (!facts.smsEnabled) throw new AppError("forbidden", SERVER_MESSAGES.spaceHasNoRights);
  if (periods.length === 0) throw new AppError("conflict", SERVER_MESSAGES.orderWithoutPeriod);
  const found = await findProposalRecipients(db, order.space_id, input.worker_ids, periods);
  const byId = new Map(found.map((worker) => [worker.id, worker]));

  if (!input.force && !order.force_available_workers) {
    const flagged = found.filter((worker) => worker.unavailable).map((worker) => worker.id);
    // Force all periods (decision 0029): a worker free for some of the periods is proposed the whole order,
    // and taking the place books every period (their unavailable or blocked days over them give way to the
    // contract). Refused: a worker unavailable for every period, or in contract on one (no place they could take).
    const unavailablePeriods = order.force_all_periods ? await unavailablePeriodsOf(db, order.space_id, flagged, periods) : undefined;
    const isRefused = (workerId: number) => {
      if (!byId.get(workerId)?.unavailable) return false;
      const overlapped = unavailablePeriods?.get(workerId);
      return !overlapped || overlapped.unavailable.length === periods.length || overlapped.contract.length > 0;
    };
    const refused = input.worker_ids.flatMap((workerId, index) =>
      isRefused(workerId) ? [{ field: `worker_ids.${index}`, reason: "unavailable", message: SERVER_MESSAGES.workerUnavailable }] : [],
    );
    if (refused.length > 0) throw new AppError("validation_failed", SERVER_MESSAGES.workerUnavailable, { fields: refused });
  }

  const askable = found.filter((worker) => worker.mobile && worker.opted_out === null);
  const proposed = await proposeWorkers(
    db,
    order,
    askable.map((worker) => worker.id),
    context.caller.id,
    now,
  );
  const text = proposalSmsText({ ...facts, periods, comment: order.mission_proposal_comment });
  if (proposed.length > 0) {
    await queueSmsMessages(context, {
      spaceId: order.space_id,
      userId: context.caller.id,
      messages: proposed.map((row) => ({
        workerId: row.worker_id,
        toPhone: byId.get(row.worker_id)!.mobile!,
        body: text,
        // One SMS per proposal: asked again after a refusal is a new one.
        idempotencyKey: `order-proposal:${row.id}:${now.getTime()}`,
        orderId,
      })),
    });
    await db.batch([
      markOrderProcessing(db, orderId, now),
      activityLog(context, {
        title: "Mission proposed",
        type: "update",
        schema: "orders",
        subjectId: orderId,
        spaceId: order.space_id,
        changes: { worker_ids: proposed.map((row) => row.worker_id) },
      }),
    ]);
  }
  const proposedIds = new Set(proposed.map((row) => row.worker_id));
  return input.worker_ids.map((workerId): ProposalResult => {
    const worker = byId.get(workerId);
    if (!worker) return { worker_id: workerId, status: "not_found" };
    if (!worker.mobile) return { worker_id: workerId, status: "no_mobile" };
    if (worker.opted_out !== null) return { worker_id: workerId, status: "opted_out" };
    return { worker_id: workerId, status: proposedIds.has(workerId) ? "queued" : "already_proposed" };
  });
}
