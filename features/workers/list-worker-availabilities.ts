import { listAvailabilities } from "#db/workers/list-availabilities";
import type { OperationContext } from "../operation-context";
import { workerScope } from "./worker-scope";

/** A worker's availability periods (spec 000 §3 Worker availability). */
export async function listWorkerAvailabilities(context: Pick<OperationContext, "db" | "caller">, workerId: number) {
  const scope = await workerScope(context, workerId);
  return listAvailabilities(context.db, scope.spaceId, scope.workerId);
}
