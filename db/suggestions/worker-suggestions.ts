import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { workerSuggestions } from "../schema/worker-suggestions";
import type { SUGGESTION_STATUSES } from "#domain/ocr/ocr-fields";

interface WorkerTarget {
  workerId: number;
  spaceId: number;
}

/** A worker's pending suggestions, oldest first. */
export function listPendingSuggestions(db: Database, target: WorkerTarget) {
  return db
    .select()
    .from(workerSuggestions)
    .where(
      and(
        eq(workerSuggestions.space_id, target.spaceId),
        eq(workerSuggestions.worker_id, target.workerId),
        eq(workerSuggestions.status, "pending"),
      ),
    )
    .orderBy(asc(workerSuggestions.id));
}

/** One suggestion of this worker of this space: an id from elsewhere finds nothing. */
export async function findSuggestion(db: Database, target: WorkerTarget & { id: number }) {
  const [row] = await db
    .select()
    .from(workerSuggestions)
    .where(
      and(
        eq(workerSuggestions.id, target.id),
        eq(workerSuggestions.space_id, target.spaceId),
        eq(workerSuggestions.worker_id, target.workerId),
      ),
    )
    .limit(1);
  return row;
}

/** Decides a pending suggestion; false when it was already decided (a double click, another tab). */
export async function decideSuggestion(
  db: Database,
  id: number,
  status: Exclude<(typeof SUGGESTION_STATUSES)[number], "pending">,
  userId: number,
  now: Date,
) {
  const rows = await db
    .update(workerSuggestions)
    .set({ status, decided_by_user_id: userId, updated_at: now })
    .where(and(eq(workerSuggestions.id, id), eq(workerSuggestions.status, "pending")))
    .returning({ id: workerSuggestions.id });
  return rows.length > 0;
}
