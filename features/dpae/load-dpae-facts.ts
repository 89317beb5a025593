import { findDpaeFacts } from "#db/dpae/find-dpae-facts";
import { AppError } from "#domain/errors/app-error";
import { inCallerSpaces } from "../access/load-or-404";
import { notFound } from "#domain/errors/app-error";
import type { OperationContext } from "../operation-context";

/**
 * The order of the caller's spaces (else 404), its worker (a worker of another space: 404 too) and the
 * rule that only a worker holding a place on the order is declared (decision 0027: accepted).
 */
export async function loadDpaeFacts(context: Pick<OperationContext, "db" | "caller">, target: { orderId: number; workerId: number }) {
  const facts = await findDpaeFacts(context.db, target);
  const order = inCallerSpaces(context.caller, facts?.order);
  const worker = facts?.worker;
  if (!worker) throw notFound();
  if (worker.accepted_status !== "accepted") {
    throw new AppError("validation_failed", "Invalid input", {
      fields: [{ field: "worker_id", reason: "not_accepted", message: "Worker is not accepted on the order" }],
    });
  }
  return { order, worker };
}
