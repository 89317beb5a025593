import type { PREFERENCE_AVAILABILITIES, PREFERENCE_ENVIRONMENTS, TRANSPORTATION_MEANS } from "#domain/enums/worker";
import type { workers } from "../schema/workers";

/** The profile columns a create or an update writes. */
// Not the sort keys: the triggers of migration 0020 write them.
export type WorkerColumns = Omit<
  typeof workers.$inferInsert,
  "id" | "space_id" | "created_at" | "updated_at" | "first_name_sort" | "last_name_sort"
>;

/** The worker's multi-valued fields, each replaced whole when given. */
export interface WorkerLists {
  favorite_jobs?: readonly string[];
  transportation_means?: readonly (typeof TRANSPORTATION_MEANS)[number][];
  preference_environments?: readonly (typeof PREFERENCE_ENVIRONMENTS)[number][];
  preference_availabilities?: readonly (typeof PREFERENCE_AVAILABILITIES)[number][];
}
