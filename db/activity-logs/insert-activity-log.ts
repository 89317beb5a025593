import type { Database } from "../client";
import { activityLogs } from "../schema/activity-logs";

export interface ActivityLogEntry {
  spaceId: number | null;
  userId: number | null;
  title: string;
  description?: string | null;
  type: string;
  schema: string;
  subjectId?: string | number | null;
  method: string;
  path: string;
  routePath: string | null;
  changes?: unknown;
}

/** The activity-log row of a change, as a statement to batch with the change itself. */
export function insertActivityLog(db: Database, entry: ActivityLogEntry) {
  return db.insert(activityLogs).values({
    space_id: entry.spaceId,
    user_id: entry.userId,
    title: entry.title,
    description: entry.description ?? null,
    type: entry.type,
    schema: entry.schema,
    subject_id: entry.subjectId == null ? null : String(entry.subjectId),
    method: entry.method,
    path: entry.path,
    route_path: entry.routePath,
    changes: entry.changes === undefined ? null : JSON.stringify(entry.changes),
  });
}
