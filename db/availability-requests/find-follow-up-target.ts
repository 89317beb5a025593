import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { workerAvailabilities } from "../schema/worker-details";

/** The availability a follow-up is about, if it is still there (deleting it cancels the follow-up). */
export async function findFollowUpAvailability(db: Database, spaceId: number, availabilityId: number) {
  const [row] = await db
    .select({
      id: workerAvailabilities.id,
      worker_id: workerAvailabilities.worker_id,
      status: workerAvailabilities.status,
      ends_at: workerAvailabilities.ends_at,
    })
    .from(workerAvailabilities)
    .where(and(eq(workerAvailabilities.id, availabilityId), eq(workerAvailabilities.space_id, spaceId)));
  return row;
}
