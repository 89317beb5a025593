import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { listSpaces } from "../../../db/spaces/list-spaces";
import { hasPermission } from "../../../domain/auth/permissions";
import { ListSpacesQuerySchema, SpaceSummarySchema } from "../../../domain/spaces/space-schemas";
import { callerRoutes } from "../access/sub-app";
import { withPageHeaders } from "../lib/pagination";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { callerOf } from "../middleware/authenticate";
import { toSpaceSummary } from "../lib/space-summary";

export const spaceRoutes = callerRoutes();

spaceRoutes.openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: ["spaces"],
    summary: "The spaces the caller may use (all of them for an owner)",
    description: "Paginated; the RFC 8288 Link header gives first, prev, next and last pages.",
    request: { query: ListSpacesQuerySchema },
    responses: {
      200: {
        ...jsonResponse(z.array(SpaceSummarySchema), "A page of spaces"),
        headers: z.object({ Link: z.string(), "X-Total-Count": z.string() }),
      },
      ...errorResponses(401, 422),
    },
  }),
  async (c) => {
    const { access } = callerOf(c);
    const query = c.req.valid("query");
    const { rows, total } = await listSpaces(c.get("db"), {
      visibleSpaceIds: hasPermission(access.permissions, "app-admin") ? "all" : access.spaceIds,
      deleted: query.deleted_at === undefined ? undefined : query.deleted_at === "true",
      q: query.q,
      page: query.page,
      perPage: query.per_page,
    });
    withPageHeaders(c, query, total);
    return c.json(rows.map(toSpaceSummary), 200);
  },
);
