import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { findSubjectNames } from "#db/activity-logs/find-subject-names";
import { listActivityLogs } from "#db/activity-logs/list-activity-logs";
import { ActivityLogSchema, ListActivityLogsQuerySchema } from "#domain/activity-logs/activity-log-schemas";
import { parisDayEnd, parisDayStart } from "#domain/dates/paris-day";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { withPageHeaders } from "../lib/pagination";
import { requirePermission } from "../middleware/authenticate";

export const activityLogRoutes = callerRoutes();

/** A date alone means the whole day as the agency lives it (Paris): `from` at its start, `to` to its end. */
function boundary(value: string | undefined, end: boolean) {
  if (!value) return undefined;
  if (value.length !== 10) return new Date(value);
  return end ? parisDayEnd(value) : parisDayStart(value);
}

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
    const { rows, total } = await listActivityLogs(c.get("db"), {
      userId: query.user_id,
      spaceId: query.space_id,
      type: query.type,
      schema: query.schema,
      from: boundary(query.from, false),
      to: boundary(query.to, true),
      page: query.page,
      perPage: query.per_page,
    });
    withPageHeaders(c, query, total);
    const subjectNames = await findSubjectNames(c.get("db"), rows);
    return c.json(
      rows.map(({ user_email, user_first_name, user_last_name, ...log }) => ({
        ...log,
        subject_name: subjectNames.get(`${log.schema}:${log.subject_id}`) ?? null,
        created_at: log.created_at.toISOString(),
        user:
          log.user_id !== null && user_email !== null
            ? { id: log.user_id, email: user_email, first_name: user_first_name ?? "", last_name: user_last_name ?? "" }
            : null,
        changes: log.changes ? (JSON.parse(log.changes) as unknown) : null,
      })),
      200,
    );
  },
);
