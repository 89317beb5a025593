import { requestOriginOf } from "./operation-contexts";
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { activityLog, activityLogIf as operationActivityLogIf, type ActivityFacts } from "#features/activity-logs/activity-log";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
type AnyContext = Context<AppEnv, any, any>;

// For the routes that still write from their handler: the same entry as an operation's, from the request.
function requestContextOf(c: AnyContext) {
  return { db: c.get("db"), origin: requestOriginOf(c), caller: c.get("caller") };
}

/**
 * The activity-log statement of the current mutating call (spec §3 Activity log): who, what, when
 * and the route the web app was on. Batch it with the change so neither lands without the other.
 */
export function activityLogFor(c: AnyContext, facts: ActivityFacts) {
  return activityLog(requestContextOf(c), facts);
}

/** The same, written only if `condition` holds when the batch reaches it (conditional changes). */
export function activityLogIf(c: AnyContext, facts: ActivityFacts, condition: Parameters<typeof operationActivityLogIf>[2]) {
  return operationActivityLogIf(requestContextOf(c), facts, condition);
}
