import { BIRTH_DATE_FUTURE, isFutureBirthDate } from "#domain/dates/birth-date";
import { AppError } from "#domain/errors/app-error";

/**
 * "Not in the future" (spec 000 §5) judged at the operation's own instant, not inside the schema: the
 * same 422 on `birth_date` the schema's refinement gave (reason `custom`, message `birth_date_future`).
 */
export function refuseFutureBirthDate(birthDate: string | null | undefined, now: Date): void {
  if (birthDate && isFutureBirthDate(birthDate, now)) {
    throw new AppError("validation_failed", "Invalid input", {
      fields: [{ field: "birth_date", reason: "custom", message: BIRTH_DATE_FUTURE }],
    });
  }
}
