import type { Context } from "hono";
import type { Database } from "#db/client";
import type { Permission } from "#domain/auth/permissions";
import type { AppEnv } from "../context";
import type { FunctionsBindings, FunctionsConfig } from "../env";
import { callerOf } from "../middleware/authenticate";

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
 * /v1 route, a public route or a queue consumer (issue 9). `now` is read once, so one operation
 * judges every rule against the same instant.
 */
export interface OperationContext {
  db: Database;
  caller: OperationCaller;
  now: Date;
  config: FunctionsConfig;
  bindings: Pick<FunctionsBindings, "FILES" | "JOBS" | "NOTIFICATIONS">;
  origin: OperationOrigin;
}

/** The context of an operation nobody is signed in for (sign-in, a reset link, a webhook): no caller. */
export type PublicOperationContext = Omit<OperationContext, "caller">;

export const ROUTE_PATH_HEADER = "X-Route-Path";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
type AnyContext = Context<AppEnv, any, any>;

/** The request's origin for the activity log: its method, path and the web app's route path header. */
export function requestOriginOf(c: AnyContext): OperationOrigin {
  return {
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    routePath: c.req.header(ROUTE_PATH_HEADER)?.slice(0, 255) ?? null,
  };
}

/** The context of an operation called by a /v1 route: the caller `requireCaller` loaded, the request's bindings. */
export function operationContextOf(c: AnyContext): OperationContext {
  const { caller, access } = callerOf(c);
  return createOperationContext({
    db: c.get("db"),
    caller: { id: caller.id, permissions: access.permissions, spaceIds: access.spaceIds },
    config: c.get("config"),
    bindings: c.env,
    origin: requestOriginOf(c),
  });
}

/** The context of an operation called by an open /v1 route (no caller): the request's bindings and origin. */
export function publicOperationContextOf(c: AnyContext): PublicOperationContext {
  return {
    db: c.get("db"),
    config: c.get("config"),
    bindings: { FILES: c.env.FILES, JOBS: c.env.JOBS, NOTIFICATIONS: c.env.NOTIFICATIONS },
    origin: requestOriginOf(c),
    now: new Date(),
  };
}

/** Builds the context without Hono: for a queue consumer, a scheduled job or a test. */
export function createOperationContext(parts: Omit<OperationContext, "now"> & { now?: Date }): OperationContext {
  return {
    ...parts,
    bindings: { FILES: parts.bindings.FILES, JOBS: parts.bindings.JOBS, NOTIFICATIONS: parts.bindings.NOTIFICATIONS },
    now: parts.now ?? new Date(),
  };
}
