import type { z } from "zod";
import { insertWorkerEquipment } from "#db/workers/worker-equipment";
import type { EquipmentCreateSchema } from "#domain/workers/worker-tab-schemas";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { workerScope } from "./worker-scope";

/** Adds a piece of equipment to a worker's file, with its log entry. */
export async function addWorkerEquipment(
  context: OperationContext,
  input: { workerId: number; equipment: z.infer<typeof EquipmentCreateSchema> },
) {
  const { db } = context;
  const { workerId, spaceId } = await workerScope(context, input.workerId);
  const [[created]] = await db.batch([
    insertWorkerEquipment(db, spaceId, workerId, input.equipment, context.now),
    activityLog(context, {
      title: "Equipment added",
      type: "create",
      schema: "workers",
      subjectId: workerId,
      spaceId,
      changes: input.equipment,
    }),
  ]);
  return created!;
}
