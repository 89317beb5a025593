import { and, eq, sql } from "drizzle-orm";
import { availabilityFollowUpKey } from "#domain/jobs/scheduled-job-keys";
import type { Database } from "../client";
import { scheduledJobs } from "../schema/scheduled-jobs";
import { workerAvailabilities } from "../schema/worker-details";

/**
 * Spec 000 §4: "Deleting one that no longer exists is cancelled". The delete returns the row it removed,
 * nothing when it had vanished; its pending follow-up request is cancelled with it. `exists` is the
 * condition for the activity-log entry and for the follow-up's cancellation, both placed before the
 * delete in the batch: in that one transaction, "the row is there" and "the delete removes it" are the
 * same fact.
 *
 * Availability ids are global, so the follow-up is matched on its space and on that condition too, not
 * on its key alone: another space's availability id (or another worker's) must cancel nothing.
 */
export function deleteAvailabilityStatements(db: Database, target: { id: number; workerId: number; spaceId: number }, now: Date) {
  const where = and(
    eq(workerAvailabilities.id, target.id),
    eq(workerAvailabilities.worker_id, target.workerId),
    eq(workerAvailabilities.space_id, target.spaceId),
  );
  const exists = sql`exists (select 1 from ${workerAvailabilities} where ${where})`;
  return {
    exists,
    cancelFollowUp: db
      .update(scheduledJobs)
      .set({ status: "cancelled", updated_at: now })
      .where(
        and(
          eq(scheduledJobs.idempotency_key, availabilityFollowUpKey(target.id)),
          eq(scheduledJobs.space_id, target.spaceId),
          eq(scheduledJobs.status, "pending"),
          exists,
        ),
      ),
    remove: db.delete(workerAvailabilities).where(where).returning({ id: workerAvailabilities.id }),
  };
}
