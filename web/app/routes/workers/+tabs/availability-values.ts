import { parisWallTime, parisWallTimeToInstant } from "#domain/dates/paris-wall-time";
import { DEFAULT_AVAILABILITY_DAYS } from "#domain/workers/availability-schemas";
import { formText } from "./form-text";

// The availability form as /v1 takes it (spec 000 §3 Worker availability): the status is left out when
// not chosen (it then reads "required"); the period bounds are Paris wall times sent as instants, or
// left out, which /v1 reads as "from now, for one week"; the comment is null when empty.

const DAY_MS = 86_400_000;

export function availabilityInputFromForm(formData: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const status = formText(formData, "status");
  if (status !== "") input.status = status;
  for (const bound of ["from", "to"] as const) {
    const value = formText(formData, bound);
    if (value === "") continue;
    // Something that is not a wall time goes as typed, so the schema names the field (period_format).
    input[bound] = parisWallTimeToInstant(value)?.toISOString() ?? value;
  }
  input.follow_up = formData.get("follow_up") === "on";
  input.comment = formText(formData, "comment") || null;
  return input;
}

/** The period the form offers (spec 000 §3, §9): from now (to the minute) until one week later. */
export function defaultAvailabilityPeriod(now: Date): { from: string; to: string } {
  const start = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return {
    from: parisWallTime(start),
    to: parisWallTime(new Date(start.getTime() + DEFAULT_AVAILABILITY_DAYS * DAY_MS)),
  };
}
