import { dpaeReopenedAt, reopenDpaeDeclaration } from "#db/dpae/reopen-dpae-declaration";
import { uniqueViolationColumns } from "#db/unique-violation";
import type { DpaeDetail, DpaeResendInput } from "#domain/dpae/dpae-schemas";
import { DpaeSubmitJob } from "#features/dpae/submit-dpae-job";
import { enqueueJob } from "#features/jobs/enqueue-job";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { buildDpaeValues } from "./build-dpae-values";
import { dpaeDetailOf, dpaeOr404 } from "./dpae-scope";
import { loadDpaeFacts } from "./load-dpae-facts";

/** Spec 000 §8 has no text for it: the refusal names the reason, the screen words it. */
export const DPAE_OUTCOME_UNKNOWN_MESSAGE = "Deposit outcome unknown: check with URSSAF before resending";

/**
 * POST /v1/dpae/{id}/resend: only after an error (409 "Invalid status" otherwise). The declaration is
 * checked and written again from today's data (staff fixed what URSSAF refused) and deposited again.
 * When the last upload's answer never came, URSSAF may hold it: the resend needs `deposit_checked: true`
 * (decision 0030), or it would declare the worker twice.
 */
export async function resendDpae(context: OperationContext, id: number, input: DpaeResendInput): Promise<DpaeDetail> {
  const row = await dpaeOr404(context, id);
  if (row.status !== "error") throw new AppError("conflict", SERVER_MESSAGES.invalidStatus);
  if (row.outcome_unknown && input.deposit_checked !== true) {
    throw new AppError("conflict", DPAE_OUTCOME_UNKNOWN_MESSAGE, {
      fields: [{ field: "deposit_checked", reason: "outcome_unknown", message: DPAE_OUTCOME_UNKNOWN_MESSAGE }],
    });
  }
  if (row.order_id === null) throw new AppError("conflict", SERVER_MESSAGES.invalidStatus);
  const facts = await loadDpaeFacts(context, { orderId: row.order_id, workerId: row.worker_id });
  const { space_id: _space, order_id: _order, worker_id: _worker, ...values } = buildDpaeValues(context, facts);
  try {
    await context.db.batch([
      reopenDpaeDeclaration(context.db, id, values, context.now),
      activityLogIf(
        context,
        { title: "DPAE resent", type: "update", schema: "dpae_declarations", subjectId: String(id), spaceId: row.space_id },
        dpaeReopenedAt(id, context.now),
      ),
    ]);
  } catch (error) {
    // The corrected data names another declaration's worker, employer and day: that one stands.
    if (uniqueViolationColumns(error, "dpae_declarations").length > 0) {
      throw new AppError("conflict", "A declaration exists for this worker, employer and day of hire");
    }
    throw error;
  }
  const declaration = await dpaeDetailOf(context, id);
  if (declaration.status === "pending") await enqueueJob(context.bindings.JOBS, DpaeSubmitJob, { dpae_id: id });
  return declaration;
}
