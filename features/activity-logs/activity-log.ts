import { insertActivityLog, insertActivityLogIf, type ActivityLogEntry, type BatchCondition } from "#db/activity-logs/insert-activity-log";
import type { OperationContext } from "../operation-context";

export type ActivityFacts = Pick<ActivityLogEntry, "title" | "type" | "schema" | "description" | "subjectId" | "changes"> & {
  spaceId?: number | null;
  userId?: number | null;
};

function entryOf(
  context: Pick<OperationContext, "origin" | "now"> & { caller?: { id: number } | undefined },
  facts: ActivityFacts,
): ActivityLogEntry {
  return {
    ...facts,
    spaceId: facts.spaceId ?? null,
    userId: facts.userId ?? context.caller?.id ?? null,
    ...context.origin,
    at: context.now,
  };
}

/**
 * The activity-log statement of an operation's change (spec §3 Activity log): who, what, when and
 * where from. Batch it with the change so neither lands without the other.
 */
export function activityLog(
  context: Pick<OperationContext, "db" | "origin" | "now"> & { caller?: { id: number } | undefined },
  facts: ActivityFacts,
) {
  return insertActivityLog(context.db, entryOf(context, facts));
}

/** The same, written only if `condition` holds when the batch reaches it (conditional changes). */
export function activityLogIf(
  context: Pick<OperationContext, "db" | "origin" | "now"> & { caller?: { id: number } | undefined },
  facts: ActivityFacts,
  condition: BatchCondition,
) {
  return insertActivityLogIf(context.db, entryOf(context, facts), condition);
}
