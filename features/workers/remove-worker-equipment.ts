import { deleteWorkerEquipment, workerEquipmentExists } from "#db/workers/worker-equipment";
import { notFound } from "#domain/errors/app-error";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { workerScope } from "./worker-scope";

/** Removes a piece of equipment from a worker's file; 404 when it is already gone. */
export async function removeWorkerEquipment(context: OperationContext, input: { workerId: number; equipmentId: number }): Promise<void> {
  const { db } = context;
  const { workerId, spaceId } = await workerScope(context, input.workerId);
  const target = { id: input.equipmentId, workerId, spaceId };
  const [, removed] = await db.batch([
    activityLogIf(
      context,
      { title: "Equipment removed", type: "delete", schema: "workers", subjectId: workerId, spaceId, changes: { equipment_id: target.id } },
      workerEquipmentExists(target),
    ),
    deleteWorkerEquipment(db, target),
  ]);
  if (removed.length === 0) throw notFound();
}
