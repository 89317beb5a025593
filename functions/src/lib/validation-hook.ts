import type { ZodError } from "zod";
import { AppError } from "#domain/errors/app-error";
import { zodFieldErrors } from "#domain/errors/zod-field-errors";

/**
 * Every /v1 input goes through zod; a refusal becomes one 422 naming each field. Query and path
 * parameters are prefixed so a caller can tell `page` in the query from `page` in a body.
 */
export function validationHook(result: { success: boolean; target: string; error?: ZodError }) {
  if (!result.success && result.error) {
    const prefix = result.target === "json" ? "" : result.target;
    throw new AppError("validation_failed", "Invalid input", { fields: zodFieldErrors(result.error, prefix) });
  }
}
