import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../context";
import { validationHook } from "../lib/validation-hook";
import { requireCaller } from "../middleware/authenticate";
import { limitBody } from "./body-limit";

/**
 * A /v1 sub-app whose every route needs a signed-in caller: the body limit, then `requireCaller`,
 * once for all of its routes. The OpenAPI document declares the bearer and cookie security
 * for the whole API (app.ts).
 */
export function callerRoutes() {
  const routes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  routes.use("*", limitBody);
  routes.use("*", requireCaller);
  return routes;
}

/** A /v1 sub-app open without a caller (sign-in, password reset, development helpers): the body limit only. */
export function openRoutes() {
  const routes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  routes.use("*", limitBody);
  return routes;
}
