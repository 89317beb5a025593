import { z } from "zod";
import type { JobDefinition } from "./job-envelope";

/**
 * Ask the worker for news when an availability period ends (spec 000 §3 Worker availability: an
 * automatic follow-up request at period end, not for status contract). Recorded in scheduled_jobs with
 * run_at = the period's end and the idempotency key `availability.follow_up:{availability id}`.
 */
export const AvailabilityFollowUpJob = {
  type: "availability.follow_up",
  version: 1,
  schema: z.object({
    availability_id: z.number().int(),
    worker_id: z.number().int(),
    space_id: z.number().int(),
  }),
} as const satisfies JobDefinition<z.ZodType>;

export function availabilityFollowUpKey(availabilityId: number) {
  return `${AvailabilityFollowUpJob.type}:${availabilityId}`;
}
