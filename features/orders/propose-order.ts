import { listOrderPeriods } from "#db/orders/get-order";
import { findProposalRecipients, unavailablePeriodsOf } from "#db/orders/proposal-recipients";
import { proposeWorkers } from "#db/orders/propose-workers";
import { orderSmsFacts } from "#db/orders/order-sms-facts";
import { markOrderProcessing } from "#db/orders/order-statements";
import { AppError, SERVER_MESSAGES, type FieldError } from "#domain/errors/app-error";
import { proposalSmsText } from "#domain/orders/order-sms";
import type { ProposalCreateInput } from "#domain/orders/order-schemas";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { queueSmsQuestions } from "../sms/queue-sms-questions";
import { assertSmsAllowance } from "../sms/sms-allowance";
import type { SmsBindings } from "../sms/sms-context";
import { orderOr404, requireOpenOrder } from "./order-scope";

export type ProposeOrderContext = OperationContext & { bindings: OperationContext["bindings"] & SmsBindings };

export interface ProposalResult {
  worker_id: number;
  status: "queued" | "already_proposed" | "no_mobile" | "opted_out" | "not_found";
}

/**
 * Sends the mission proposal by SMS to workers of the pool. Each must be available for
 * the periods (no unavailable, contract or blocked period over them) unless the call or the order forces
 * it: otherwise 422 naming each refused `worker_ids.<index>` "Worker unavailable" (refusedWorkers). With
 * the order's force_all_periods, a worker free for part of the periods is proposed them all; one in
 * contract over a period is refused in any case ("Worker already in contract"). One entry per worker:
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

  const refused = await refusedWorkers(context, order, input, found, periods);
  if (refused.length > 0) {
    const unavailable = refused.some((field) => field.reason === "unavailable");
    throw new AppError("validation_failed", unavailable ? SERVER_MESSAGES.workerUnavailable : SERVER_MESSAGES.workerInContract, {
      fields: refused,
    });
  }

  const askable = found.filter((worker) => worker.mobile && worker.opted_out === null);
  // Counted against the user's SMS rate and the space's day before anything is stored (decision 0043).
  const guardOf = await assertSmsAllowance(context, { userId: context.caller.id, perSpace: new Map([[order.space_id, askable.length]]) });
  const proposed = await proposeWorkers(
    db,
    order,
    askable.map((worker) => worker.id),
    context.caller.id,
    now,
  );
  const textFacts = { ...facts, periods, comment: order.mission_proposal_comment };
  // A reply closes with the mission's last period (decision 0043).
  const lastEnd = periods.reduce((latest, period) => (period.ends_at > latest ? period.ends_at : latest), periods[0]!.ends_at);
  if (proposed.length > 0) {
    await queueSmsQuestions(context, {
      spaceId: order.space_id,
      userId: context.caller.id,
      guard: guardOf(order.space_id),
      questions: proposed.map((row) => ({
        workerId: row.worker_id,
        toPhone: byId.get(row.worker_id)!.mobile!,
        text: (code) => proposalSmsText(textFacts, code),
        // One SMS per proposal: asked again after a refusal is a new one.
        idempotencyKey: `order-proposal:${row.id}:${now.getTime()}`,
        orderId,
        kind: "order_proposal",
        subjectId: row.id,
        expiresAt: lastEnd,
      })),
    });
    await db.batch([
      markOrderProcessing(db, orderId),
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

/**
 * The workers a proposal refuses, by `worker_ids.<index>`. A worker in contract over one of the periods
 * is refused even when forced ("Worker already in contract", spec 000 §8): their yes could take no place.
 * Otherwise, unless the call or the order forces it, one unavailable (or blocked) over a period is
 * refused ("Worker unavailable"); with the order's force_all_periods (decision 0029) only one unavailable
 * for every period is, the others being proposed the whole order, their yes booking every period.
 */
async function refusedWorkers(
  context: ProposeOrderContext,
  order: { space_id: number; force_available_workers: boolean; force_all_periods: boolean },
  input: ProposalCreateInput,
  found: readonly { id: number; unavailable: boolean }[],
  periods: readonly { starts_at: Date; ends_at: Date }[],
): Promise<FieldError[]> {
  const flagged = found.filter((worker) => worker.unavailable).map((worker) => worker.id);
  if (flagged.length === 0) return [];
  const overlaps = await unavailablePeriodsOf(context.db, order.space_id, flagged, periods);
  const forced = input.force || order.force_available_workers;
  return input.worker_ids.flatMap((workerId, index): FieldError[] => {
    const overlap = overlaps.get(workerId);
    const field = `worker_ids.${index}`;
    if (!overlap) return [];
    if (overlap.contract.length > 0) return [{ field, reason: "already_in_contract", message: SERVER_MESSAGES.workerInContract }];
    if (forced || (order.force_all_periods && overlap.unavailable.length < periods.length)) return [];
    return [{ field, reason: "unavailable", message: SERVER_MESSAGES.workerUnavailable }];
  });
}
