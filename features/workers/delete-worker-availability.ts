import { deleteAvailabilityStatements } from "#db/workers/delete-availability";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { workerScope } from "./worker-scope";

/** Deletes an availability and cancels its pending follow-up; 404 "Availability vanished" when already gone. */
export async function deleteWorkerAvailability(
  context: OperationContext,
  input: { workerId: number; availabilityId: number },
): Promise<void> {
  const { db } = context;
  const { workerId, spaceId } = await workerScope(context, input.workerId);
  const statements = deleteAvailabilityStatements(db, { id: input.availabilityId, workerId, spaceId }, context.now);
  // The log entry and the follow-up's cancellation are conditioned on the row being there, so they
  // come before the delete that removes it.
  const [, , removed] = await db.batch([
    activityLogIf(
      context,
      {
        title: "Availability deleted",
        type: "delete",
        schema: "workers",
        subjectId: workerId,
        spaceId,
        changes: { availability_id: input.availabilityId },
      },
      statements.exists,
    ),
    statements.cancelFollowUp,
    statements.remove,
  ]);
  if (removed.length === 0) throw new AppError("not_found", SERVER_MESSAGES.availabilityVanished);
}
