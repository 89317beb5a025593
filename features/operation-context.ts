import type { Database } from "#db/client";
import type { Permission } from "#domain/auth/permissions";
import type { AppConfig } from "./platform/app-config";
import type { Bindings } from "./platform/bindings";

/** Who an operation acts for: their id, the permissions they hold and the (live) spaces they work in. */
export interface OperationCaller {
  id: number;
  permissions: Permission[];
  spaceIds: number[];
}

/**
 * Where the call came from, as the activity log records it (spec §3 Activity log). An HTTP request
 * gives its method, path and the web app's route; a queue consumer or a scheduled job names itself.
 */
export interface OperationOrigin {
  method: string;
  path: string;
  routePath: string | null;
}

/**
 * Everything a business operation may use, and nothing of HTTP: the same operation runs behind a
 * /v1 route, a public route or a queue consumer. `now` is read once, so one operation
 * judges every rule against the same instant.
 */
export interface OperationContext {
  db: Database;
  caller: OperationCaller;
  now: Date;
  config: AppConfig;
  bindings: Pick<Bindings, "FILES" | "JOBS" | "NOTIFICATIONS">;
  origin: OperationOrigin;
}

/** The context of an operation nobody is signed in for (sign-in, a reset link, a webhook): no caller. */
export type PublicOperationContext = Omit<OperationContext, "caller">;

/** Builds the context without Hono: for a queue consumer, a scheduled job or a test. */
export function createOperationContext(parts: Omit<OperationContext, "now"> & { now?: Date }): OperationContext {
  return {
    ...parts,
    bindings: { FILES: parts.bindings.FILES, JOBS: parts.bindings.JOBS, NOTIFICATIONS: parts.bindings.NOTIFICATIONS },
    now: parts.now ?? new Date(),
  };
}
