import { availabilityPeriod, PERIOD_END_BEFORE_START, periodEndsBeforeStart } from "#domain/workers/availability-schemas";
import { AppError } from "#domain/errors/app-error";

/**
 * The period an availability (or a request for one) covers, judged at the operation's `now`: without
 * `from` it starts then, so "ends before it starts" can only be told here, not in the clock-free schema.
 * The same 422 on `to` the schema gives when both bounds are named.
 */
export function availabilityPeriodAt(input: { from?: string | undefined; to?: string | undefined }, now: Date) {
  const period = availabilityPeriod(input, now);
  if (!period || periodEndsBeforeStart(input, now)) {
    throw new AppError("validation_failed", "Invalid input", {
      fields: [{ field: "to", reason: "custom", message: PERIOD_END_BEFORE_START }],
    });
  }
  return period;
}
