import type { OperationContext } from "../operation-context";
import { changeWorkersArchive } from "./change-workers-archive";
import { getWorker } from "./get-worker";

/** Archives one worker (DELETE /v1/workers/{id}); 404 outside the caller's spaces, nothing when already archived. */
export async function archiveWorker(context: OperationContext, id: number): Promise<void> {
  const worker = await getWorker(context, id);
  await changeWorkersArchive(context, { ids: [worker.id], archived: true });
}
