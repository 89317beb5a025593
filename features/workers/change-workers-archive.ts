import { runBatch } from "#db/client";
import { findWorkersState, setWorkersArchived, workerAwaitsArchiveChange } from "#db/workers/set-workers-archived";
import { SERVER_MESSAGES } from "#domain/errors/app-error";
import type { BulkWorkersAnswer } from "#domain/workers/worker-schemas";
import { canUseSpace, reachableSpacesOf } from "#domain/users/space-reach";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { failingAs } from "../failing-as";

/**
 * Archives (or reactivates) the workers the caller reaches (spec 000 §4 Worker state), saying which
 * changed and why each other was refused. Each change is logged in the same batch, each log entry
 * written only if its worker is still in the state before the change when the batch runs; the update
 * then changes exactly those workers.
 */
export function changeWorkersArchive(context: OperationContext, input: { ids: number[]; archived: boolean }): Promise<BulkWorkersAnswer> {
  // The selection's bulk actions are what spec 000 §8's "select-all-workers" failure is about (decision 0048).
  return failingAs(SERVER_MESSAGES.selectAllWorkersFailed, () => changeSelection(context, input));
}

async function changeSelection(context: OperationContext, input: { ids: number[]; archived: boolean }): Promise<BulkWorkersAnswer> {
  const { db, caller } = context;
  const { archived } = input;
  const wanted = [...new Set(input.ids)];
  const found = new Map((await findWorkersState(db, wanted)).map((worker) => [worker.id, worker]));
  const refused: BulkWorkersAnswer["refused"] = [];
  const candidates: { id: number; space_id: number }[] = [];
  for (const id of wanted) {
    const worker = found.get(id);
    if (!worker || !canUseSpace(caller, worker.space_id)) refused.push({ id, reason: "not_found" });
    else if (archived && worker.archived_at) refused.push({ id, reason: "already_archived" });
    else if (!archived && !worker.archived_at) refused.push({ id, reason: "not_archived" });
    else candidates.push(worker);
  }
  if (candidates.length === 0) return { changed: [], refused };

  const results = await runBatch(db, [
    ...candidates.map((worker) =>
      activityLogIf(
        context,
        {
          title: archived ? "Worker archived" : "Worker reactivated",
          type: archived ? "archive" : "reactivate",
          schema: "workers",
          subjectId: worker.id,
          spaceId: worker.space_id,
        },
        workerAwaitsArchiveChange(worker.id, archived),
      ),
    ),
    setWorkersArchived(db, { ids: candidates.map((worker) => worker.id), spaceIds: reachableSpacesOf(caller), archived, at: context.now }),
  ]);
  const changed = new Set((results.at(-1) as { id: number }[]).map((row) => row.id));
  for (const worker of candidates) {
    // Changed by another request between the read and the batch.
    if (!changed.has(worker.id)) refused.push({ id: worker.id, reason: archived ? "already_archived" : "not_archived" });
  }
  return { changed: candidates.map((worker) => worker.id).filter((id) => changed.has(id)), refused };
}
