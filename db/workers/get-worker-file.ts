import { eq, getTableColumns } from "drizzle-orm";
import type { Database } from "../client";
import { decodeRow } from "../sql/column-row";
import { fixedStatement } from "../sql/fixed-statement";
import { readRaw } from "../sql/raw-read";
import type { workerPreferenceAvailabilities, workerPreferenceEnvironments, workerTransportMeans } from "../schema/worker-details";
import { workers } from "../schema/workers";

const SORT_KEYS: readonly string[] = ["first_name_sort", "last_name_sort"];

/**
 * The worker's columns the file shows: not the five virtual ones (the sort keys' steps, is_archived),
 * which SQLite would compute for nothing, nor the stored sort keys.
 */
const FILE_COLUMNS = Object.fromEntries(
  Object.entries(getTableColumns(workers)).filter(([key, column]) => !column.generated && !SORT_KEYS.includes(key)),
) as Omit<typeof workers._.columns, GeneratedColumn>;
type GeneratedColumn =
  | "first_name_fold_1"
  | "first_name_fold_2"
  | "first_name_sort"
  | "last_name_fold_1"
  | "last_name_fold_2"
  | "last_name_sort"
  | "is_archived";

export type WorkerRow = Omit<typeof workers.$inferSelect, GeneratedColumn>;

export type WorkerFileRow = WorkerRow & {
  favorite_jobs: string[];
  transportation_means: (typeof workerTransportMeans.$inferSelect)["mean"][];
  preference_environments: (typeof workerPreferenceEnvironments.$inferSelect)["environment"][];
  preference_availabilities: (typeof workerPreferenceAvailabilities.$inferSelect)["availability"][];
  /** The earliest validity end among the worker's documents (YYYY-MM-DD), for the expiring flag. */
  first_document_end: string | null;
};

/** A JSON array of one column of a worker's child table, in the given order, as a sub-select. */
function listOf(table: string, column: string, order: string) {
  return `(select json_group_array(${column}) from (select "${column}" from "${table}" where "worker_id" = "workers"."id" order by "${order}")) as "${table}"`;
}

// The file is read on every visit of a worker's page: one statement whose text is written when the
// module loads (drizzle builds nothing per request), the worker's lists as JSON arrays beside its row.
export const workerFileStatement = fixedStatement(
  `select ${Object.values(FILE_COLUMNS)
    .map((column) => `"${column.name}"`)
    .join(", ")}, ${[
    listOf("worker_favorite_jobs", "job", "position"),
    listOf("worker_transport_means", "mean", "mean"),
    listOf("worker_preference_environments", "environment", "environment"),
    listOf("worker_preference_availabilities", "availability", "availability"),
    // The earliest validity end among the worker's live documents, for the expiring flag.
    `(select min("valid_until") from "documents" where "documents"."space_id" = "workers"."space_id" and "documents"."worker_id" = "workers"."id" and "documents"."deleted_at" is null) as "first_document_end"`,
  ].join(", ")} from "workers" where "workers"."id" = ? limit 1`,
);

/** A worker with their favourite jobs, transport means and preferences, in one round trip. */
export async function getWorkerFile(db: Database, id: number): Promise<WorkerFileRow | undefined> {
  const [raw] = await readRaw(db, workerFileStatement(id));
  if (!raw) return undefined;
  return {
    ...(decodeRow(FILE_COLUMNS, raw) as WorkerRow),
    favorite_jobs: JSON.parse(raw.worker_favorite_jobs as string) as string[],
    transportation_means: JSON.parse(raw.worker_transport_means as string) as WorkerFileRow["transportation_means"],
    preference_environments: JSON.parse(raw.worker_preference_environments as string) as WorkerFileRow["preference_environments"],
    preference_availabilities: JSON.parse(raw.worker_preference_availabilities as string) as WorkerFileRow["preference_availabilities"],
    first_document_end: (raw.first_document_end as string | null) ?? null,
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
