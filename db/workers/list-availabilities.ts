import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { workerAvailabilities } from "../schema/worker-details";

export const AVAILABILITIES_LIST_MAX = 500;

/** A worker's availabilities, latest period first (the 500 latest: years of history). */
export async function listAvailabilities(db: Database, spaceId: number, workerId: number) {
  return db
    .select()
    .from(workerAvailabilities)
    .where(and(eq(workerAvailabilities.space_id, spaceId), eq(workerAvailabilities.worker_id, workerId)))
    .orderBy(desc(workerAvailabilities.starts_at), desc(workerAvailabilities.id))
    .limit(AVAILABILITIES_LIST_MAX);
}
