import { findWorkerSpace } from "#db/workers/get-worker-file";
import { loadOr404 } from "../access/load-or-404";
import type { OperationContext } from "../operation-context";

/** The worker's id and space, for the tabs of the file; 404 outside the caller's spaces. */
export async function workerScope(context: Pick<OperationContext, "db" | "caller">, id: number) {
  const worker = await loadOr404(context.caller, () => findWorkerSpace(context.db, id));
  return { workerId: worker.id, spaceId: worker.space_id };
}
