import { listWorkerEquipment as selectWorkerEquipment } from "#db/workers/worker-equipment";
import type { OperationContext } from "../operation-context";
import { workerScope } from "./worker-scope";

/** What the agency lent a worker or the worker owns (spec 000 §3 Equipment). */
export async function listWorkerEquipment(context: Pick<OperationContext, "db" | "caller">, workerId: number) {
  const scope = await workerScope(context, workerId);
  return selectWorkerEquipment(context.db, scope.spaceId, scope.workerId);
}
