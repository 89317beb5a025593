import { getWorkerFile, type WorkerFileRow } from "#db/workers/get-worker-file";
import { loadOr404 } from "../access/load-or-404";
import type { OperationContext } from "../operation-context";

/** One worker's file; 404 outside the caller's spaces (a Lille agent never learns of a Lyon worker). */
export async function getWorker(context: Pick<OperationContext, "db" | "caller">, id: number): Promise<WorkerFileRow> {
  return loadOr404(context.caller, () => getWorkerFile(context.db, id));
}
