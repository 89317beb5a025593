import { and, eq, sql } from "drizzle-orm";
import { availabilityFollowUpKey } from "../../domain/jobs/availability-follow-up";
import type { Database } from "../client";
import { scheduledJobs } from "../schema/scheduled-jobs";
import { workerAvailabilities } from "../schema/worker-details";

/**
 * Spec 000 §4: "Deleting one that no longer exists is cancelled". The delete returns the row it removed,
 * nothing when it had vanished; its pending follow-up request is cancelled with it. `exists` is the
 * condition for the activity-log entry placed before the delete.
 */
export function deleteAvailabilityStatements(db: Database, target: { id: number; workerId: number; spaceId: number }) {
  const where = and(
    eq(workerAvailabilities.id, target.id),
    eq(workerAvailabilities.worker_id, target.workerId),
    eq(workerAvailabilities.space_id, target.spaceId),
  );
  return {
    exists: sql`exists (select 1 from ${workerAvailabilities} where ${where})`,
    remove: db.delete(workerAvailabilities).where(where).returning({ id: workerAvailabilities.id }),
    cancelFollowUp: db
      .update(scheduledJobs)
      .set({ status: "cancelled", updated_at: new Date() })
      .where(and(eq(scheduledJobs.idempotency_key, availabilityFollowUpKey(target.id)), eq(scheduledJobs.status, "pending"))),
  };
}
