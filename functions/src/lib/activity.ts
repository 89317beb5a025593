import type { Context } from "hono";
import {
  insertActivityLog,
  insertActivityLogIf,
  type ActivityLogEntry,
  type BatchCondition,
} from "../../../db/activity-logs/insert-activity-log";
import type { AppEnv } from "../context";

export const ROUTE_PATH_HEADER = "X-Route-Path";

type ActivityFacts = Pick<ActivityLogEntry, "title" | "type" | "schema" | "description" | "subjectId" | "changes"> & {
  spaceId?: number | null;
  userId?: number | null;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
type AnyContext = Context<AppEnv, any, any>;

function entryFor(c: AnyContext, facts: ActivityFacts): ActivityLogEntry {
  return {
    ...facts,
    spaceId: facts.spaceId ?? null,
    userId: facts.userId ?? c.get("caller")?.id ?? null,
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    routePath: c.req.header(ROUTE_PATH_HEADER)?.slice(0, 255) ?? null,
  };
}

/**
 * The activity-log statement of the current mutating call (spec §3 Activity log): who, what, when
 * and the route the web app was on. Batch it with the change so neither lands without the other.
 */
export function activityLogFor(c: AnyContext, facts: ActivityFacts) {
  return insertActivityLog(c.get("db"), entryFor(c, facts));
}

/** The same, written only if `condition` holds when the batch reaches it (conditional changes). */
export function activityLogIf(c: AnyContext, facts: ActivityFacts, condition: BatchCondition) {
  return insertActivityLogIf(c.get("db"), entryFor(c, facts), condition);
}
