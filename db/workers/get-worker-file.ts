import { asc, eq } from "drizzle-orm";
import type { Database } from "../client";
import {
  workerFavoriteJobs,
  workerPreferenceAvailabilities,
  workerPreferenceEnvironments,
  workerTransportMeans,
} from "../schema/worker-details";
import { workers } from "../schema/workers";

export type WorkerRow = typeof workers.$inferSelect;

export type WorkerFileRow = WorkerRow & {
  favorite_jobs: string[];
  transportation_means: (typeof workerTransportMeans.$inferSelect)["mean"][];
  preference_environments: (typeof workerPreferenceEnvironments.$inferSelect)["environment"][];
  preference_availabilities: (typeof workerPreferenceAvailabilities.$inferSelect)["availability"][];
};

/** A worker with their favourite jobs, transport means and preferences, in one round trip. */
export async function getWorkerFile(db: Database, id: number): Promise<WorkerFileRow | undefined> {
  const [rows, jobs, means, environments, availabilities] = await db.batch([
    db.select().from(workers).where(eq(workers.id, id)).limit(1),
    db
      .select({ job: workerFavoriteJobs.job })
      .from(workerFavoriteJobs)
      .where(eq(workerFavoriteJobs.worker_id, id))
      .orderBy(asc(workerFavoriteJobs.position)),
    db.select({ mean: workerTransportMeans.mean }).from(workerTransportMeans).where(eq(workerTransportMeans.worker_id, id)),
    db
      .select({ environment: workerPreferenceEnvironments.environment })
      .from(workerPreferenceEnvironments)
      .where(eq(workerPreferenceEnvironments.worker_id, id)),
    db
      .select({ availability: workerPreferenceAvailabilities.availability })
      .from(workerPreferenceAvailabilities)
      .where(eq(workerPreferenceAvailabilities.worker_id, id)),
  ]);
  const worker = rows[0];
  if (!worker) return undefined;
  return {
    ...worker,
    favorite_jobs: jobs.map((row) => row.job),
    transportation_means: means.map((row) => row.mean).sort(),
    preference_environments: environments.map((row) => row.environment).sort(),
    preference_availabilities: availabilities.map((row) => row.availability).sort(),
  };
}

/** Just the worker's space and archive state: what the sub-resources need to check the caller's reach. */
export async function findWorkerSpace(db: Database, id: number) {
  const [row] = await db
    .select({ id: workers.id, space_id: workers.space_id, archived_at: workers.archived_at })
    .from(workers)
    .where(eq(workers.id, id))
    .limit(1);
  return row;
}
