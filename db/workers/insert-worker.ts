import { eq, sql } from "drizzle-orm";
import type { BatchItem, Database, IdRef } from "../client";
import { spaces } from "../schema/spaces";
import { workers } from "../schema/workers";
import { workerListStatements } from "./worker-list-statements";
import type { WorkerColumns, WorkerLists } from "./worker-values";

export type NewWorker = WorkerColumns & WorkerLists & { space_id: number; first_name: string; last_name: string };

/**
 * The statements that create a worker with their favourite jobs, transport means and preferences. The
 * child rows find the new id through the worker's e-mail or mobile, unique in the space (one of them
 * is required), so the whole creation is one batch: all of it or nothing. The first statement
 * returns the new id.
 *
 * The worker's "{product} number" (spec 000 §3) is the space's next one: the insert reads
 * spaces.last_worker_number + 1 and a later statement of the same batch raises the counter. A batch is
 * one transaction and the database has one writer, so two creations never read the same counter; the
 * unique index (space_id, product_number) would refuse it anyway (decision 0048).
 */
export function insertWorkerStatements(db: Database, worker: NewWorker, now: Date) {
  const { favorite_jobs, transportation_means, preference_environments, preference_availabilities, ...columns } = worker;
  const workerId = newWorkerIdRef(worker.space_id, worker);
  const insert = db
    .insert(workers)
    .values({ ...columns, product_number: nextWorkerNumber(worker.space_id), created_at: now, updated_at: now })
    .returning({ id: workers.id });
  const children: BatchItem[] = [
    db
      .update(spaces)
      .set({ last_worker_number: sql`${spaces.last_worker_number} + 1` })
      .where(eq(spaces.id, worker.space_id)),
    ...workerListStatements(db, worker.space_id, workerId, {
      favorite_jobs,
      transportation_means,
      preference_environments,
      preference_availabilities,
    }),
  ];
  return { insert, children, workerId };
}

/** The space's next worker number, as the insert reads it. */
function nextWorkerNumber(spaceId: number) {
  return sql<string>`(select cast(${spaces.last_worker_number} + 1 as text) from ${spaces} where ${spaces.id} = ${spaceId})`;
}

/** The new worker's id as a subquery usable later in the same batch. */
export function newWorkerIdRef(spaceId: number, worker: Pick<WorkerColumns, "email" | "mobile_phone_number">): IdRef {
  if (worker.email) {
    return sql<number>`(select ${workers.id} from ${workers} where ${workers.space_id} = ${spaceId} and ${workers.email} = ${worker.email})`;
  }
  if (worker.mobile_phone_number) {
    return sql<number>`(select ${workers.id} from ${workers} where ${workers.space_id} = ${spaceId} and ${workers.mobile_phone_number} = ${worker.mobile_phone_number})`;
  }
  throw new Error("A worker needs an e-mail or a mobile phone (spec 000 §5)");
}
