import type { z } from "zod";
import { workerEquipment } from "#db/schema/worker-details";
import { versionIn } from "#db/sql/row-version";
import {
  updateWorkerEquipment as updateWorkerEquipmentStatement,
  workerEquipmentExists,
  workerEquipmentIsThere,
} from "#db/workers/worker-equipment";
import type { EquipmentUpdateSchema } from "#domain/workers/worker-tab-schemas";
import { missedEditOf } from "#features/versions/row-version";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { workerScope } from "./worker-scope";

/**
 * Edits a piece of equipment in one conditional statement: 404 when it is gone, 412 when the caller
 * expected another version (decision 0013); the log entry is written only with the change.
 */
export async function updateWorkerEquipment(
  context: OperationContext,
  input: { workerId: number; equipmentId: number; changes: z.infer<typeof EquipmentUpdateSchema>; expectedVersions: number[] | undefined },
) {
  const { db } = context;
  const { workerId, spaceId } = await workerScope(context, input.workerId);
  const target = { id: input.equipmentId, workerId, spaceId };
  const sameVersion = versionIn(workerEquipment.updated_at, input.expectedVersions);
  const [, [updated]] = await db.batch([
    activityLogIf(
      context,
      {
        title: "Equipment updated",
        type: "update",
        schema: "workers",
        subjectId: workerId,
        spaceId,
        changes: { equipment_id: target.id, ...input.changes },
      },
      workerEquipmentExists(target, sameVersion),
    ),
    updateWorkerEquipmentStatement(db, target, input.changes, context.now, sameVersion),
  ]);
  if (!updated) throw await missedEditOf(input.expectedVersions, () => workerEquipmentIsThere(db, target));
  return updated;
}
