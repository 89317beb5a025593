import type { z } from "zod";
import { runBatch } from "#db/client";
import type { workerAvailabilities } from "#db/schema/worker-details";
import { insertAvailabilityStatements } from "#db/workers/insert-availability";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import type { AvailabilityCreateSchema } from "#domain/workers/availability-schemas";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { workerScope } from "./worker-scope";
import { availabilityPeriodAt } from "./availability-period-at";

/**
 * Records a worker's availability (spec 000 §3, §5): without a period, from the context's now for one
 * week. 409 "Availability clash" when it overlaps another of the worker's, judged inside the write, so
 * nothing is written then. With follow_up, a request for news at the period's end is scheduled with it.
 * An SMS reply or a registration will record availabilities through this same function.
 */
export async function recordWorkerAvailability(
  context: OperationContext,
  input: { workerId: number; availability: z.infer<typeof AvailabilityCreateSchema> },
): Promise<typeof workerAvailabilities.$inferSelect> {
  const { db, caller, now } = context;
  const { availability } = input;
  const period = availabilityPeriodAt(availability, now);
  const { workerId, spaceId } = await workerScope(context, input.workerId);
  const statements = insertAvailabilityStatements(db, {
    spaceId,
    workerId,
    status: availability.status,
    startsAt: period.startsAt,
    endsAt: period.endsAt,
    followUp: availability.follow_up ?? false,
    comment: availability.comment || null,
    userId: caller.id,
    now,
  });
  const changes = {
    status: availability.status,
    from: period.startsAt.toISOString(),
    to: period.endsAt.toISOString(),
    follow_up: availability.follow_up ?? false,
  };
  const results = await runBatch(db, [
    activityLogIf(
      context,
      { title: "Availability recorded", type: "create", schema: "workers", subjectId: workerId, spaceId, changes },
      statements.noClash,
    ),
    statements.insert,
    ...(statements.followUp ? [statements.followUp] : []),
  ]);
  const [created] = results[1] as (typeof workerAvailabilities.$inferSelect)[];
  if (!created) throw new AppError("conflict", SERVER_MESSAGES.availabilityClash);
  return created;
}
