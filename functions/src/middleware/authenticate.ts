import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { touchApiToken } from "#db/auth/api-tokens";
import type { Caller } from "#db/auth/find-caller";
import { findCallerWithAccess } from "#db/auth/find-caller-with-access";
import { touchSession } from "#db/auth/sessions";
import type { Database } from "#db/client";
import { LAST_SEEN_PRECISION_MS } from "#domain/auth/lifetimes";
import type { Permission } from "#domain/auth/permissions";
import { hasPermission } from "#domain/auth/permissions";
import { sha256Hex } from "#domain/auth/tokens";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import type { AppEnv } from "../context";
import { cachedCaller } from "./caller-cache";
import { callerOfRender, PAGE_RENDER_HEADER } from "./page-callers";
import { SESSION_COOKIE } from "../auth/session-cookie";

/** The secret a request carries: a bearer token (API users, mobile apps) or the session cookie (browsers). */
export function readToken(authorization: string | undefined, cookie: string | undefined): string | undefined {
  const bearer = authorization?.match(/^Bearer\s+(\S{1,200})$/i)?.[1];
  return bearer ?? (cookie && cookie.length <= 200 ? cookie : undefined);
}

/**
 * Requires a valid session or API token and loads the caller's permissions and spaces. Each sub-app
 * uses it once for all its routes (access/sub-app.ts); sub-apps mounted on the same prefix all match a
 * request, so a caller already loaded is not looked up again.
 */
export const requireCaller = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("caller") && c.get("access")) return next();
  const token = readToken(c.req.header("Authorization"), getCookie(c, SESSION_COOKIE));
  if (!token) throw new AppError("unauthenticated", SERVER_MESSAGES.userIsNull);
  const tokenHash = await sha256Hex(token);
  const db = c.get("db");
  const now = new Date();
  let fresh = false;
  // One round trip: the session (or token) with the caller's permissions and spaces; none for the
  // other calls of the same page render (page-callers.ts), nor for a call within a few seconds of
  // another one with the same secret in this isolate (caller-cache.ts).
  const found = await callerOfRender(c.req.header(PAGE_RENDER_HEADER), tokenHash, now.getTime(), () =>
    cachedCaller(tokenHash, now.getTime(), () => {
      fresh = true;
      return findCallerWithAccess(db, tokenHash, now);
    }),
  );
  if (!found) throw new AppError("unauthenticated", SERVER_MESSAGES.userIsNull);
  c.set("caller", { ...found.caller, tokenHash });
  c.set("access", found.access);
  // The last use is a write at most once a minute per session or token (LAST_SEEN_PRECISION_MS).
  if (fresh) await recordUse(db, found.caller, tokenHash, now);
  await next();
});

/** Keeps `last_seen_at` (sessions, for the idle timeout) or `last_used_at` (API tokens) to the minute. */
async function recordUse(db: Database, caller: Caller, tokenHash: string, now: Date) {
  const staleBefore = new Date(now.getTime() - LAST_SEEN_PRECISION_MS);
  if (caller.lastSeenAt >= staleBefore) return;
  await (caller.via === "session" ? touchSession : touchApiToken)(db, tokenHash, now, staleBefore);
}

/** Requires one permission of spec §6 (app-admin holds them all). */
export function requirePermission(permission: Permission) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const access = c.get("access");
    if (!access || !hasPermission(access.permissions, permission)) {
      throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
    }
    await next();
  });
}

/** The caller and access set by `requireCaller`; throws if a route forgot to require it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
export function callerOf(c: Context<AppEnv, any, any>) {
  const caller = c.get("caller");
  const access = c.get("access");
  if (!caller || !access) throw new AppError("unauthenticated", SERVER_MESSAGES.userIsNull);
  return { caller, access };
}
