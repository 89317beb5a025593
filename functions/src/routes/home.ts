import { createRoute } from "@hono/zod-openapi";
import { HomeQuerySchema, HomeSchema } from "#domain/home/home-schemas";
import { getHome } from "#features/home/get-home";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { operationContextOf } from "../lib/operation-contexts";

// /v1/home (spec 000 §2 /home): the home screen's figures in one call.
export const homeRoutes = callerRoutes();

homeRoutes.openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: ["home"],
    summary:
      "What needs the caller today: missions starting, proposals waiting, open places, DPAE in error, expiring documents, unread notifications",
    description:
      "Each figure counts what its list shows (the orders, DPAE, workers and notifications lists). Orders' figures need the orders permission and DPAE's jobs-delegate; without it they are null. Without space_id, every space of the caller's.",
    request: { query: HomeQuerySchema },
    responses: { 200: jsonResponse(HomeSchema, "The figures"), ...errorResponses(401, 404, 422) },
  }),
  async (c) => c.json(await getHome(operationContextOf(c), c.req.valid("query")), 200),
);
