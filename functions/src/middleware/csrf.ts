import { createMiddleware } from "hono/factory";
import { comesFromAnotherOrigin, isStateChanging } from "#domain/http/cross-origin-request";
import { AppError } from "#domain/errors/app-error";
import type { AppEnv } from "../context";
import { readToken } from "./authenticate";

/**
 * Refuses (403) a write, or a WebSocket handshake, that a browser sent from a page of another origin
 * with our session cookie riding along. Unlike Hono's `csrf()`, every content type is covered (a
 * cross-site `text/plain` or `application/json` write is refused too) and a request that no browser
 * sent passes (docs/decisions/0012). Bearer-token callers (API users, the mobile app) carry no ambient
 * authority and may call from anywhere.
 */
export const refuseCrossOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  const sensitive = isStateChanging(c.req.method) || isWebSocketHandshake(c.req.header("Upgrade"));
  if (sensitive && !carriesBearerToken(c.req.header("Authorization")) && comesFromAnotherOrigin(c.req.url, c.req.raw.headers)) {
    throw new AppError("forbidden", "Cross-origin request refused");
  }
  await next();
});

function isWebSocketHandshake(upgrade: string | undefined): boolean {
  return upgrade?.toLowerCase() === "websocket";
}

/** Read exactly as `requireCaller` reads it: when a bearer token is there, the cookie is ignored. */
function carriesBearerToken(authorization: string | undefined): boolean {
  return readToken(authorization, undefined) !== undefined;
}
