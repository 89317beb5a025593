import { deleteEmergencyContact as deleteEmergencyContactStatement, emergencyContactExists } from "#db/workers/worker-emergency-contacts";
import { notFound } from "#domain/errors/app-error";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { workerScope } from "./worker-scope";

/** Deletes an emergency contact; 404 when it is already gone. */
export async function deleteEmergencyContact(context: OperationContext, input: { workerId: number; contactId: number }): Promise<void> {
  const { db } = context;
  const { workerId, spaceId } = await workerScope(context, input.workerId);
  const target = { id: input.contactId, workerId, spaceId };
  const [, removed] = await db.batch([
    activityLogIf(
      context,
      {
        title: "Emergency contact deleted",
        type: "delete",
        schema: "workers",
        subjectId: workerId,
        spaceId,
        changes: { contact_id: target.id },
      },
      emergencyContactExists(target),
    ),
    deleteEmergencyContactStatement(db, target),
  ]);
  if (removed.length === 0) throw notFound();
}
