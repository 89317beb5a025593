import { and, desc, eq, gt, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { availabilityRequests } from "../schema/availability-requests";
import { workerAvailabilities } from "../schema/worker-details";
import { insertAvailabilityStatements } from "../workers/insert-availability";

/**
 * The request a reply answers: the one it already answered (the same SMS delivered again), else the
 * worker's latest open one, or the one its reply code named (`requestId`). A request is open until its
 * period ends (decision 0043): a reply received after that answers nothing.
 */
export async function findRequestToAnswer(
  db: Database,
  scope: { spaceId: number; workerId: number; replySmsId: number; receivedAt: Date; requestId?: number | undefined },
) {
  const { spaceId, workerId, replySmsId, receivedAt, requestId } = scope;
  const [request] = await db
    .select()
    .from(availabilityRequests)
    .where(
      and(
        eq(availabilityRequests.space_id, spaceId),
        eq(availabilityRequests.worker_id, workerId),
        requestId === undefined ? undefined : eq(availabilityRequests.id, requestId),
        or(
          and(eq(availabilityRequests.status, "open"), gt(availabilityRequests.ends_at, receivedAt)),
          eq(availabilityRequests.reply_sms_message_id, replySmsId),
        ),
      ),
    )
    .orderBy(
      desc(eq(availabilityRequests.reply_sms_message_id, replySmsId)),
      desc(availabilityRequests.created_at),
      desc(availabilityRequests.id),
    )
    .limit(1);
  return request;
}

/**
 * Records the answer in one batch: the availability for the requested period through the clash rule
 * (spec 000 §4: a clash cancels the insert, so a period already recorded is kept), and the request as
 * answered with the availability it made. Returns whether the availability was written.
 */
export async function answerAvailabilityRequest(
  db: Database,
  request: typeof availabilityRequests.$inferSelect,
  answer: "available" | "unavailable",
  replySmsId: number,
  now: Date,
) {
  const statements = insertAvailabilityStatements(db, {
    spaceId: request.space_id,
    workerId: request.worker_id,
    status: answer,
    startsAt: request.starts_at,
    endsAt: request.ends_at,
    followUp: false,
    comment: null,
    userId: null,
    now,
  });
  const availabilityOfPeriod = db
    .select({ id: workerAvailabilities.id })
    .from(workerAvailabilities)
    .where(
      and(
        eq(workerAvailabilities.space_id, request.space_id),
        eq(workerAvailabilities.worker_id, request.worker_id),
        eq(workerAvailabilities.starts_at, request.starts_at),
        eq(workerAvailabilities.ends_at, request.ends_at),
        eq(workerAvailabilities.status, answer),
      ),
    );
  const [inserted] = await db.batch([
    statements.insert,
    db
      .update(availabilityRequests)
      .set({
        status: "answered",
        answer,
        answered_at: now,
        reply_sms_message_id: replySmsId,
        availability_id: sql`(${availabilityOfPeriod})`,
        updated_at: now,
      })
      .where(and(eq(availabilityRequests.id, request.id), eq(availabilityRequests.status, "open"))),
  ]);
  return { recorded: inserted.length > 0 };
}
