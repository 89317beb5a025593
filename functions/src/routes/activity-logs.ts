import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { ActivityLogSchema, ListActivityLogsQuerySchema } from "#domain/activity-logs/activity-log-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { withPageHeaders } from "../lib/pagination";
import { requirePermission } from "../middleware/authenticate";
import { listActivityLogs } from "#features/activity-logs/list-activity-logs";

export const activityLogRoutes = callerRoutes();

activityLogRoutes.openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: ["activity-logs"],
    summary: "The activity log (owner): newest first, by user, space, type and date range",
    middleware: [requirePermission("app-admin")] as const,
    request: { query: ListActivityLogsQuerySchema },
    responses: {
      200: { ...jsonResponse(z.array(ActivityLogSchema), "A page of entries"), headers: z.object({ Link: z.string() }) },
      ...errorResponses(401, 403, 422),
    },
  }),
  async (c) => {
    const query = c.req.valid("query");
    const { entries, total } = await listActivityLogs(operationContextOf(c), query);
    withPageHeaders(c, query, total);
    return c.json(entries, 200);
  },
);
