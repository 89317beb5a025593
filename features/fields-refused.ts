import { AppError } from "#domain/errors/app-error";

/** A 422 naming each refused field, with the rule's stable reason as its message. */
export function fieldsRefused(issues: { field: string; message: string }[]) {
  return new AppError("validation_failed", "Invalid input", {
    fields: issues.map(({ field, message }) => ({ field, reason: message, message })),
  });
}
