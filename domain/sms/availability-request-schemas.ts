import { z } from "zod";
import { MAX_ROW_ID } from "../validation/row-id";
import { yesOrNoWithCode } from "./sms-reply";
import { PERIOD_END_BEFORE_START, PeriodBoundSchema, periodEndsBeforeStart } from "../workers/availability-schemas";

/** One call asks at most this many workers: a stored selection of the worker list. */
export const AVAILABILITY_REQUEST_MAX_WORKERS = 1000;

/**
 * POST /v1/workers/availability-requests (decision 0021): the workers, and the period as an availability
 * takes it (a day or an instant with its offset; from now for one week by default).
 */
export const AvailabilityRequestCreateSchema = z
  .strictObject({
    worker_ids: z
      .array(z.number().int().positive().max(MAX_ROW_ID))
      .min(1)
      .max(AVAILABILITY_REQUEST_MAX_WORKERS)
      .refine((ids) => new Set(ids).size === ids.length, "duplicate_ids"),
    from: PeriodBoundSchema.optional(),
    to: PeriodBoundSchema.optional(),
  })
  .superRefine(
    // Clock-free: an end before "now" (no `from`) is judged by the operation at its context.now.
    (input, ctx) => {
      if (periodEndsBeforeStart(input, undefined)) ctx.addIssue({ code: "custom", path: ["to"], message: PERIOD_END_BEFORE_START });
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );

/** What became of each worker asked: asked (SMS queued), or why not. */
export const AVAILABILITY_REQUEST_OUTCOMES = ["queued", "no_mobile", "opted_out", "not_found"] as const;

export const AvailabilityRequestResultSchema = z.object({
  worker_id: z.number().int(),
  status: z.enum(AVAILABILITY_REQUEST_OUTCOMES),
  request_id: z.number().int().nullable(),
  sms_id: z.number().int().nullable(),
});

/**
 * The text of the question (spec 000 §1): French, the reply keywords in capitals with the question's
 * reply code (decision 0043), and how to opt out.
 */
export function availabilityRequestText(agencyName: string, from: string, to: string, replyCode: string) {
  return `${agencyName} : êtes-vous disponible du ${from} au ${to} ? ${yesOrNoWithCode(replyCode)} STOP pour ne plus recevoir de SMS.`;
}
