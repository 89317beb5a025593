import type { Context } from "hono";
import { insertActivityLog, type ActivityLogEntry } from "../../../db/activity-logs/insert-activity-log";
import type { AppEnv } from "../context";

export const ROUTE_PATH_HEADER = "X-Route-Path";

type ActivityFacts = Pick<ActivityLogEntry, "title" | "type" | "schema" | "description" | "subjectId" | "changes"> & {
  spaceId?: number | null;
  userId?: number | null;
};

/**
 * The activity-log statement of the current mutating call (spec §3 Activity log): who, what, when
 * and the route the web app was on. Batch it with the change so neither lands without the other.
 */
export function activityLogFor(c: Context<AppEnv>, facts: ActivityFacts) {
  const routePath = c.req.header(ROUTE_PATH_HEADER)?.slice(0, 255) ?? null;
  return insertActivityLog(c.get("db"), {
    ...facts,
    spaceId: facts.spaceId ?? null,
    userId: facts.userId ?? c.get("caller")?.id ?? null,
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    routePath,
  });
}
