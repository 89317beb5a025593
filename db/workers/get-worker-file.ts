import { and, asc, eq, isNull, min, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  workerFavoriteJobs,
  workerPreferenceAvailabilities,
  workerPreferenceEnvironments,
  workerTransportMeans,
} from "../schema/worker-details";
import { documents } from "../schema/documents";
import { workers } from "../schema/workers";

export type WorkerRow = typeof workers.$inferSelect;

export type WorkerFileRow = WorkerRow & {
  favorite_jobs: string[];
  transportation_means: (typeof workerTransportMeans.$inferSelect)["mean"][];
  preference_environments: (typeof workerPreferenceEnvironments.$inferSelect)["environment"][];
  preference_availabilities: (typeof workerPreferenceAvailabilities.$inferSelect)["availability"][];
  /** The earliest validity end among the worker's documents (YYYY-MM-DD), for the expiring flag. */
  first_document_end: string | null;
};

/** A worker with their favourite jobs, transport means and preferences, in one round trip. */
export async function getWorkerFile(db: Database, id: number): Promise<WorkerFileRow | undefined> {
  const [rows, jobs, means, environments, availabilities, documentEnds] = await db.batch([
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
    db
      .select({ first_end: min(documents.valid_until) })
      .from(documents)
      .where(
        and(
          eq(documents.space_id, sql`(select ${workers.space_id} from ${workers} where ${workers.id} = ${id})`),
          eq(documents.worker_id, id),
          isNull(documents.deleted_at),
        ),
      ),
  ]);
  const worker = rows[0];
  if (!worker) return undefined;
  return {
    ...worker,
    favorite_jobs: jobs.map((row) => row.job),
    transportation_means: means.map((row) => row.mean).sort(),
    preference_environments: environments.map((row) => row.environment).sort(),
    preference_availabilities: availabilities.map((row) => row.availability).sort(),
    first_document_end: documentEnds[0]?.first_end ?? null,
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
