import { findFollowUpAvailability } from "#db/availability-requests/find-follow-up-target";
import { AVAILABILITY_FOLLOW_UP, availabilityFollowUpKey } from "#domain/jobs/scheduled-job-keys";
import { DEFAULT_AVAILABILITY_DAYS } from "#domain/workers/availability-schemas";
import { z } from "zod";
import { defineJob, RETRY } from "../jobs/define-job";
import { requestAvailabilities, type AvailabilityRequestResult, type RequestAvailabilitiesContext } from "./request-availabilities";

const DAY_MS = 86_400_000;

const FollowUpPayload = z.object({
  availability_id: z.number().int(),
  worker_id: z.number().int(),
  space_id: z.number().int(),
});

/**
 * The follow-up an availability asked for, run by the cron at the period's end (spec 000 §3 Worker
 * availability): ask the worker, by the same availability request as staff send, whether they are
 * available for the next default period (one week from now). Nothing when the availability is gone.
 * A space with SMS off refuses it like any request (403), and the dispatcher records it failed.
 */
export async function followUpAvailability(
  context: RequestAvailabilitiesContext,
  payload: z.infer<typeof FollowUpPayload>,
): Promise<AvailabilityRequestResult | null> {
  const availability = await findFollowUpAvailability(context.db, payload.space_id, payload.availability_id);
  if (!availability || availability.status === "contract") return null;
  const startsAt = context.now;
  const [result] = await requestAvailabilities(context, {
    workerIds: [availability.worker_id],
    startsAt,
    endsAt: new Date(startsAt.getTime() + DEFAULT_AVAILABILITY_DAYS * DAY_MS),
    userId: null,
    spaceIds: [payload.space_id],
    // Run again after a crash, the job finds its SMS already queued rather than sending a second one.
    smsKeyOf: () => availabilityFollowUpKey(payload.availability_id),
  });
  return result ?? null;
}

/**
 * Ask the worker for news when an availability period ends (spec 000 §3 Worker availability: an
 * automatic follow-up request at period end, not for status contract). Written in `scheduled_jobs` with
 * the availability itself (db/workers/insert-availability.ts), at the period's end.
 */
export const AvailabilityFollowUpJob = defineJob({
  type: AVAILABILITY_FOLLOW_UP,
  version: 1,
  schema: FollowUpPayload,
  retry: RETRY.scheduled,
  idempotencyKey: (payload) => availabilityFollowUpKey(payload.availability_id),
  handle: (payload, context) => followUpAvailability({ db: context.db, now: context.now, bindings: context.env }, payload),
});
