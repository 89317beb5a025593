import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { ActivitySchema, ActivityTitle, ActivityType } from "#domain/activity-logs/activity-log-kinds";
import type { Database, IdRef } from "../client";
import { activityLogs } from "../schema/activity-logs";

/** A SQL condition evaluated inside a batch, for writes that depend on an earlier statement. */
export type BatchCondition = SQL;

export interface ActivityLogEntry {
  spaceId: number | null;
  userId: number | null;
  title: ActivityTitle;
  description?: string | null;
  type: ActivityType;
  schema: ActivitySchema;
  /** The row the change is about; a created row's id is an IdRef to it, written in the same batch. */
  subjectId?: string | IdRef | null;
  method: string;
  path: string;
  routePath: string | null;
  changes?: unknown;
  /** When it happened: the operation's instant. */
  at: Date;
}

/** The subject as text; the integer an IdRef's subquery yields becomes text by the column's affinity. */
function subjectIdValue(subjectId: ActivityLogEntry["subjectId"]) {
  if (subjectId == null) return null;
  return is(subjectId, SQL) ? subjectId : String(subjectId);
}

function activityLogValues(entry: ActivityLogEntry) {
  return {
    space_id: entry.spaceId,
    user_id: entry.userId,
    title: entry.title,
    description: entry.description ?? null,
    type: entry.type,
    schema: entry.schema,
    subject_id: subjectIdValue(entry.subjectId),
    method: entry.method,
    path: entry.path,
    route_path: entry.routePath,
    changes: entry.changes === undefined ? null : JSON.stringify(entry.changes),
    created_at: entry.at,
  };
}

/** The activity-log row of a change, as a statement to batch with the change itself. */
export function insertActivityLog(db: Database, entry: ActivityLogEntry) {
  return db.insert(activityLogs).values(activityLogValues(entry));
}

/**
 * The same row, written only if `condition` holds when the batch reaches it: for changes decided
 * inside a conditional statement earlier in the batch (a refused deletion leaves no log).
 */
export function insertActivityLogIf(db: Database, entry: ActivityLogEntry, condition: BatchCondition) {
  const values: Record<string, unknown> = { ...activityLogValues(entry), id: null, created_at: entry.at.getTime() };
  // INSERT … SELECT lists every column in table order, so the selected values follow that order.
  const selected = Object.values(getTableColumns(activityLogs)).map((column) => sql`${values[column.name] ?? null}`);
  return db.insert(activityLogs).select(sql`select ${sql.join(selected, sql`, `)} where ${condition}`);
}
