import type { ZodError } from "zod";
import { AppError } from "#domain/errors/app-error";
import { zodFieldErrors } from "#domain/errors/zod-field-errors";
import { workerRuleIssues, type WorkerRuleFields } from "#domain/workers/worker-rules";

/**
 * The validation hook of the worker creation. zod skips an object's cross-field rules once a field was
 * refused with `abort` (a name that is a number, an impossible date), so this hook applies them to the
 * raw body as well: one 422 names every problem, "e-mail or mobile required" included.
 */
export function workerCreateHook(result: { success: boolean; target: string; error?: ZodError }): undefined {
  if (result.success || !result.error) return undefined;
  const prefix = result.target === "json" ? "" : result.target;
  const fields = zodFieldErrors(result.error, prefix);
  const body = (result as { data?: unknown }).data;
  if (result.target === "json" && typeof body === "object" && body !== null && !Array.isArray(body)) {
    for (const issue of workerRuleIssues(body as WorkerRuleFields)) {
      if (!fields.some((field) => field.field === issue.field))
        fields.push({ field: issue.field, reason: "custom", message: issue.message });
    }
  }
  throw new AppError("validation_failed", "Invalid input", { fields });
}
