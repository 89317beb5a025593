import { and, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { workers } from "../schema/workers";
import { inJsonList } from "../sql/in-json-list";

export interface ArchiveChange {
  ids: readonly number[];
  /** The caller's spaces; "all" for an owner. */
  spaceIds: readonly number[] | "all";
  /** true archives, false reactivates (spec 000 §4). */
  archived: boolean;
  at: Date;
}

/** The workers as they are now (space and archive state), to tell the caller why one was refused. */
export async function findWorkersState(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: workers.id, space_id: workers.space_id, archived_at: workers.archived_at })
    .from(workers)
    .where(inJsonList(workers.id, ids));
}

/**
 * Archives or reactivates many workers at once, scoped by space. Only workers still in the other state
 * change, so a repeat or a concurrent request changes nothing twice; RETURNING says which changed.
 */
export function setWorkersArchived(db: Database, change: ArchiveChange) {
  return db
    .update(workers)
    .set({ archived_at: change.archived ? change.at : null, updated_at: change.at })
    .where(
      and(
        inJsonList(workers.id, change.ids),
        change.spaceIds === "all" ? undefined : inJsonList(workers.space_id, change.spaceIds),
        change.archived ? isNull(workers.archived_at) : isNotNull(workers.archived_at),
      ),
    )
    .returning({ id: workers.id, space_id: workers.space_id });
}

/** Holds while the worker is still in the state before the change: the condition of its log entry. */
export function workerAwaitsArchiveChange(id: number, archived: boolean): SQL {
  const state = archived ? isNull(workers.archived_at) : isNotNull(workers.archived_at);
  return sql`exists (select 1 from ${workers} where ${and(eq(workers.id, id), state)})`;
}
