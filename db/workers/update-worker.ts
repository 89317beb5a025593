import { and, eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem, Database } from "../client";
import { workers } from "../schema/workers";
import { onePresentAfter } from "../sql/one-present-after";
import { nextVersion } from "../sql/row-version";
import { workerListStatements } from "./worker-list-statements";
import type { WorkerColumns, WorkerLists } from "./worker-values";

/** Statements that apply a worker's changes: the profile columns, then each given list replaced whole. */
export function updateWorkerStatements(
  db: Database,
  worker: { id: number; space_id: number },
  changes: { columns: Partial<WorkerColumns>; lists: WorkerLists },
  now: Date,
): BatchItem[] {
  // The version moves even when only a list changed: the file was modified.
  const statements: BatchItem[] = [
    db
      .update(workers)
      .set({ ...changes.columns, updated_at: nextVersion(workers.updated_at, now) })
      .where(eq(workers.id, worker.id)),
  ];
  statements.push(...workerListStatements(db, worker.space_id, worker.id, changes.lists, true));
  return statements;
}

/**
 * The write guard of a worker's edit: still the version the editor read when one is given, and an
 * e-mail or a mobile kept once the columns apply (spec 001 §5), whatever another edit cleared meanwhile.
 */
export function workerStillEditable(target: { id: number; version?: number }, columns: Partial<WorkerColumns>): SQL {
  const conditions = [
    eq(workers.id, target.id),
    onePresentAfter([
      { column: workers.email, given: columns.email },
      { column: workers.mobile_phone_number, given: columns.mobile_phone_number },
    ]),
  ];
  if (target.version !== undefined) conditions.push(eq(workers.updated_at, new Date(target.version)));
  return sql`exists (select 1 from ${workers} where ${and(...conditions)})`;
}
