import { eq } from "drizzle-orm";
import type { BatchItem, Database } from "../client";
import { workers } from "../schema/workers";
import { workerListStatements } from "./worker-list-statements";
import type { WorkerColumns, WorkerLists } from "./worker-values";

/** Statements that apply a worker's changes: the profile columns, then each given list replaced whole. */
export function updateWorkerStatements(
  db: Database,
  worker: { id: number; space_id: number },
  changes: { columns: Partial<WorkerColumns>; lists: WorkerLists },
): BatchItem[] {
  // updated_at moves even when only a list changed: the file was modified.
  const statements: BatchItem[] = [db.update(workers).set({ ...changes.columns, updated_at: new Date() }).where(eq(workers.id, worker.id))];
  statements.push(...workerListStatements(db, worker.space_id, worker.id, changes.lists, true));
  return statements;
}
