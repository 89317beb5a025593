import { z } from "zod";
import { IdParamSchema } from "../validation/id-param";
import { parisDayEnd, parisDayStart } from "../dates/paris-day";
import { AVAILABILITY_STATUSES } from "../enums/worker";
import { isCalendarDate } from "../dates/calendar-date";

// A worker's availability (spec 000 §3 Worker availability, §4, §5, §9): status required, a period
// (one week from now by default), an optional follow-up request at its end (never for a contract),
// a comment of at most 500 characters.

export const AVAILABILITY_COMMENT_MAX = 500;
export const DEFAULT_AVAILABILITY_DAYS = 7;
const DAY_MS = 86_400_000;
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A period bound: a day (YYYY-MM-DD, in Paris: `from` is its first instant, `to` includes the whole
 * day) or an instant with its offset (2026-03-02T08:00:00+01:00).
 */
export const PeriodBoundSchema = z
  .string()
  .max(40)
  .refine((value) => (isCalendarDate(value) || DATE_TIME.test(value)) && !Number.isNaN(boundInstant(value, "from")), "period_format")
  .refine((value) => {
    const at = boundInstant(value, "from");
    return Number.isNaN(at) || (at >= EARLIEST && at < LATEST);
  }, "period_out_of_range");

function boundInstant(value: string, side: "from" | "to"): number {
  if (isCalendarDate(value)) return (side === "from" ? parisDayStart(value) : parisDayEnd(value)).getTime();
  if (!DATE_TIME.test(value) || !isCalendarDate(value.slice(0, 10))) return Number.NaN;
  return Date.parse(value);
}

const AvailabilityCreateFields = z.strictObject({
  status: z.enum(AVAILABILITY_STATUSES),
  from: PeriodBoundSchema.optional(),
  to: PeriodBoundSchema.optional(),
  follow_up: z.boolean().optional(),
  comment: z.string().trim().max(AVAILABILITY_COMMENT_MAX).nullable().optional(),
});

/** The stable code of a period whose end is not after its start, on field `to`. */
export const PERIOD_END_BEFORE_START = "period_end_before_start";

/**
 * Whether the period ends before (or when) it starts. Without `from` it starts at `now`; `now`
 * undefined means "no clock here": such a period is not judged (the operation judges it at its own
 * instant), so a schema stays the same at every moment.
 */
export function periodEndsBeforeStart(input: { from?: unknown; to?: unknown }, now: Date | undefined): boolean {
  const start = typeof input.from === "string" ? boundInstant(input.from, "from") : now?.getTime();
  // Without `to` the period lasts a week from its start: it cannot end first.
  if (start === undefined || Number.isNaN(start) || typeof input.to !== "string") return false;
  const end = boundInstant(input.to, "to");
  return !Number.isNaN(end) && end <= start;
}

function availabilityRules(now: Date | undefined) {
  return (input: z.infer<typeof AvailabilityCreateFields>, ctx: z.RefinementCtx) => {
    if (input.follow_up && input.status === "contract") {
      ctx.addIssue({ code: "custom", path: ["follow_up"], message: "follow_up_not_for_contract" });
    }
    if (periodEndsBeforeStart(input, now)) ctx.addIssue({ code: "custom", path: ["to"], message: PERIOD_END_BEFORE_START });
  };
}

const objectBody = { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null };

/**
 * An availability as /v1 takes it, without a clock: an end before an explicit start is refused here;
 * an end before "now" (no `from`) is refused by the operation at its `context.now`, or by
 * `availabilityCreateSchemaAt(now)` where a form has its own instant.
 */
export const AvailabilityCreateSchema = AvailabilityCreateFields.superRefine(availabilityRules(undefined), objectBody);
export type AvailabilityCreateInput = z.infer<typeof AvailabilityCreateSchema>;

/** The same schema as of `now`: a period without `from` starts then. */
export function availabilityCreateSchemaAt(now: Date) {
  return AvailabilityCreateFields.superRefine(availabilityRules(now), objectBody);
}

/**
 * The period an availability covers: from now, or from `from`, for one week, unless `to` says
 * otherwise (spec §3: "The default period starts at recording and ends one week later").
 * Undefined when a bound is unreadable (the schema names it).
 */
export function availabilityPeriod(input: { from?: unknown; to?: unknown }, now: Date): { startsAt: Date; endsAt: Date } | undefined {
  const from = typeof input.from === "string" ? boundInstant(input.from, "from") : now.getTime();
  if (Number.isNaN(from)) return undefined;
  const to = typeof input.to === "string" ? boundInstant(input.to, "to") : from + DEFAULT_AVAILABILITY_DAYS * DAY_MS;
  if (Number.isNaN(to)) return undefined;
  return { startsAt: new Date(from), endsAt: new Date(to) };
}

export const AvailabilitySchema = z.object({
  id: z.number().int(),
  worker_id: z.number().int(),
  status: z.enum(AVAILABILITY_STATUSES),
  from: z.string(),
  to: z.string(),
  follow_up: z.boolean(),
  comment: z.string().nullable(),
  user_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

export const AvailabilityParamsSchema = z.object({
  id: IdParamSchema,
  availabilityId: IdParamSchema,
});
