import { eq } from "drizzle-orm";
import type { BatchItem, Database, IdRef } from "../client";
import {
  workerFavoriteJobs,
  workerPreferenceAvailabilities,
  workerPreferenceEnvironments,
  workerTransportMeans,
} from "../schema/worker-details";
import type { WorkerLists } from "./worker-values";

/**
 * Statements that replace the given lists of a worker (favourite jobs in their order, the others as
 * sets). Lists left undefined are not touched; duplicates are dropped, the unique indexes want it so.
 */
export function workerListStatements(db: Database, spaceId: number, workerId: IdRef, lists: WorkerLists, replace = false): BatchItem[] {
  const statements: BatchItem[] = [];
  if (lists.favorite_jobs) {
    if (replace) statements.push(db.delete(workerFavoriteJobs).where(eq(workerFavoriteJobs.worker_id, workerId)));
    const jobs = lists.favorite_jobs.map((job, position) => ({ space_id: spaceId, worker_id: workerId, position, job }));
    if (jobs.length > 0) statements.push(db.insert(workerFavoriteJobs).values(jobs));
  }
  if (lists.transportation_means) {
    if (replace) statements.push(db.delete(workerTransportMeans).where(eq(workerTransportMeans.worker_id, workerId)));
    const rows = [...new Set(lists.transportation_means)].map((mean) => ({ space_id: spaceId, worker_id: workerId, mean }));
    if (rows.length > 0) statements.push(db.insert(workerTransportMeans).values(rows));
  }
  if (lists.preference_environments) {
    if (replace) statements.push(db.delete(workerPreferenceEnvironments).where(eq(workerPreferenceEnvironments.worker_id, workerId)));
    const rows = [...new Set(lists.preference_environments)].map((environment) => ({
      space_id: spaceId,
      worker_id: workerId,
      environment,
    }));
    if (rows.length > 0) statements.push(db.insert(workerPreferenceEnvironments).values(rows));
  }
  if (lists.preference_availabilities) {
    if (replace) statements.push(db.delete(workerPreferenceAvailabilities).where(eq(workerPreferenceAvailabilities.worker_id, workerId)));
    const rows = [...new Set(lists.preference_availabilities)].map((availability) => ({
      space_id: spaceId,
      worker_id: workerId,
      availability,
    }));
    if (rows.length > 0) statements.push(db.insert(workerPreferenceAvailabilities).values(rows));
  }
  return statements;
}
