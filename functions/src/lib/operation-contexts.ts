import type { Context } from "hono";
import { isMobileAppToken } from "#db/auth/is-mobile-app-token";
import type { AccountContext, AuthContext, AuthThrottles, RequestClient } from "#features/auth/auth-context";
import type { DocumentsContext } from "#features/documents/documents-context";
import { hubPublisher } from "#features/notifications/live-publisher";
import { createOcrDriver } from "#features/ocr/create-ocr-driver";
import { readOcrConfig } from "#features/ocr/ocr-config";
import {
  createOperationContext,
  type OperationContext,
  type OperationOrigin,
  type PublicOperationContext,
} from "#features/operation-context";
import { multipostingServices, type MultipostingContext } from "#features/multiposting/multiposting-context";
import type { RegistrationContext } from "#features/registrations/registration-context";
import { readRegistrationConfig } from "#features/registrations/registration-config";
import type { SmsBindings } from "#features/sms/sms-context";
import type { AppEnv } from "../context";
import { callerOf } from "../middleware/authenticate";

// How a /v1 request becomes the context of a feature's operation: the caller `requireCaller` loaded,
// the request's bindings and configuration, and its origin for the activity log. The operations know
// nothing of Hono; a queue consumer or a test builds the same contexts with createOperationContext.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
type AnyContext = Context<AppEnv, any, any>;

export const ROUTE_PATH_HEADER = "X-Route-Path";

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

/** The client's address as Cloudflare's edge (or miniflare locally, or the web Worker) gives it. */
export function requestClientOf(c: AnyContext): RequestClient {
  return { ip: c.req.header("CF-Connecting-IP")?.slice(0, 64) || null, userAgent: c.req.header("User-Agent") ?? null };
}

function throttlesOf(c: AnyContext): AuthThrottles {
  return { AUTH_IP_RATE_LIMIT: c.env.AUTH_IP_RATE_LIMIT, AUTH_ACCOUNT_RATE_LIMIT: c.env.AUTH_ACCOUNT_RATE_LIMIT };
}

export function authContextOf(c: AnyContext): AuthContext {
  return { ...publicOperationContextOf(c), client: requestClientOf(c), throttles: throttlesOf(c) };
}

export function accountContextOf(c: AnyContext): AccountContext {
  const { caller } = callerOf(c);
  return {
    ...operationContextOf(c),
    client: requestClientOf(c),
    throttles: throttlesOf(c),
    session: { tokenHash: caller.tokenHash, email: caller.email },
  };
}

/** An operation context extended with the request's SMS bindings. */
export function withSmsBindings<T extends Omit<OperationContext, "caller">>(
  context: T,
  c: AnyContext,
): T & { bindings: T["bindings"] & SmsBindings } {
  return { ...context, bindings: { ...c.env, ...context.bindings } };
}

export function registrationContextOf(c: AnyContext): RegistrationContext {
  return {
    ...publicOperationContextOf(c),
    client: requestClientOf(c),
    registration: readRegistrationConfig(c.env),
    live: hubPublisher(c.env.NOTIFICATIONS),
    ocr: () => createOcrDriver(readOcrConfig(c.env)),
  };
}

/** An operation that speaks to the multiposting provider: the request's context, the driver and the credentials' cipher. */
export function multipostingContextOf(c: AnyContext): MultipostingContext {
  const context = operationContextOf(c);
  return { ...context, multiposting: multipostingServices(c.env, context.db, context.config.PUBLIC_APP_URL, context.now) };
}

/** The documents operations' context: a mobile app's token never sees confidential documents (spec 000 §6). */
export async function documentsContextOf(c: AnyContext): Promise<DocumentsContext> {
  const context = operationContextOf(c);
  const { caller } = callerOf(c);
  const mobileApp = caller.via === "api_token" && (await isMobileAppToken(context.db, caller.tokenHash));
  return { ...context, caller: { ...context.caller, mobileApp } };
}
