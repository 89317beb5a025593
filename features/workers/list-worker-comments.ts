import { listWorkerComments as selectWorkerComments } from "#db/workers/worker-comments";
import type { OperationContext } from "../operation-context";
import { workerScope } from "./worker-scope";

/** The comments of a worker's file (spec 000 §2, §3), with their authors. */
export async function listWorkerComments(context: Pick<OperationContext, "db" | "caller">, workerId: number) {
  const scope = await workerScope(context, workerId);
  return selectWorkerComments(context.db, scope.spaceId, scope.workerId);
}
