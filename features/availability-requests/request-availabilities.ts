import { findRequestRecipients } from "#db/availability-requests/find-request-recipients";
import { insertAvailabilityRequests } from "#db/availability-requests/insert-availability-requests";
import { parisWallTime } from "#domain/dates/paris-wall-time";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { availabilityRequestText, type AVAILABILITY_REQUEST_OUTCOMES } from "#domain/sms/availability-request-schemas";
import { queueSmsQuestions } from "../sms/queue-sms-questions";
import { assertSmsAllowance } from "../sms/sms-allowance";
import type { SmsContext } from "../sms/sms-context";

/** The SMS operations' context: asking is sending an SMS. */
export type RequestAvailabilitiesContext = SmsContext;

export interface RequestAvailabilitiesInput {
  workerIds: number[];
  startsAt: Date;
  endsAt: Date;
  /** Who asks; null for the automatic follow-up. */
  userId: number | null;
  /** The spaces whose workers may be asked: the caller's ("all" for an owner or the cron). */
  spaceIds: number[] | "all";
  /** The SMS's idempotency key per worker; by default one per request recorded. A job that may run twice gives its own. */
  smsKeyOf?: (workerId: number) => string;
}

export interface AvailabilityRequestResult {
  worker_id: number;
  status: (typeof AVAILABILITY_REQUEST_OUTCOMES)[number];
  request_id: number | null;
  sms_id: number | null;
}

/** "02/03 08h00", the Paris time a worker reads on the SMS. */
function smsDateTime(at: Date) {
  const wall = parisWallTime(at);
  return `${wall.slice(8, 10)}/${wall.slice(5, 7)} ${wall.slice(11, 13)}h${wall.slice(14, 16)}`;
}

/**
 * Asks workers by SMS whether they are available for a period (spec 000 §1; decision 0021). Each
 * worker's question is recorded with its reply code (decision 0043), so their reply (OUI / NON) answers
 * it, and only this agency hears it. Workers
 * without a mobile, or whose number answered STOP, are reported and not asked; a worker outside the
 * caller's spaces is reported as not found. A space whose sms flag is off refuses the whole call
 * (403 "Space has no rights", spec 000 §8).
 */
export async function requestAvailabilities(
  context: RequestAvailabilitiesContext,
  input: RequestAvailabilitiesInput,
): Promise<AvailabilityRequestResult[]> {
  const found = await findRequestRecipients(context.db, input.workerIds, input.spaceIds);
  if (found.some((worker) => !worker.sms_enabled)) throw new AppError("forbidden", SERVER_MESSAGES.spaceHasNoRights);
  const byId = new Map(found.map((worker) => [worker.id, worker]));
  const askable = found.filter((worker) => worker.mobile && worker.opted_out === null);
  // A user's request counts against their SMS rate and the space's day (decision 0043); the automatic
  // follow-up (no user) follows from what staff already sent.
  const spaceIdsAsked = new Set(askable.map((worker) => worker.space_id));
  const guardOf =
    input.userId === null
      ? undefined
      : await assertSmsAllowance(context, {
          userId: input.userId,
          perSpace: new Map([...spaceIdsAsked].map((spaceId) => [spaceId, askable.filter((worker) => worker.space_id === spaceId).length])),
        });
  const requests = await insertAvailabilityRequests(
    context.db,
    askable.map((worker) => ({
      spaceId: worker.space_id,
      workerId: worker.id,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      userId: input.userId,
    })),
    context.now,
  );
  const requestOf = new Map(requests.map((request) => [request.worker_id, request.id]));
  const from = smsDateTime(input.startsAt);
  const to = smsDateTime(input.endsAt);
  const sent = new Map<number, number>();
  // One call per space: queueSmsMessages writes the rows of one space.
  for (const spaceId of spaceIdsAsked) {
    const ofSpace = askable.filter((worker) => worker.space_id === spaceId);
    const results = await queueSmsQuestions(context, {
      spaceId,
      userId: input.userId,
      guard: guardOf?.(spaceId),
      questions: ofSpace.map((worker) => ({
        workerId: worker.id,
        toPhone: worker.mobile!,
        text: (code) => availabilityRequestText(worker.space_name, from, to, code),
        idempotencyKey: input.smsKeyOf?.(worker.id) ?? `availability-request:${requestOf.get(worker.id)}`,
        kind: "availability_request",
        subjectId: requestOf.get(worker.id)!,
        // The question closes with its period (decision 0043): a late yes answers nothing.
        expiresAt: input.endsAt,
      })),
    });
    for (const result of results) if (result.workerId !== null) sent.set(result.workerId, result.smsId);
  }
  return input.workerIds.map((workerId) => {
    const worker = byId.get(workerId);
    if (!worker) return { worker_id: workerId, status: "not_found", request_id: null, sms_id: null };
    if (!worker.mobile) return { worker_id: workerId, status: "no_mobile", request_id: null, sms_id: null };
    if (worker.opted_out !== null) return { worker_id: workerId, status: "opted_out", request_id: null, sms_id: null };
    return { worker_id: workerId, status: "queued", request_id: requestOf.get(workerId) ?? null, sms_id: sent.get(workerId) ?? null };
  });
}
