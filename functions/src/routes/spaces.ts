import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { ListSpacesQuerySchema, SpaceSummarySchema } from "#domain/spaces/space-schemas";
import { callerRoutes } from "../access/sub-app";
import { withPageHeaders } from "../lib/pagination";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { toSpaceSummary } from "#features/spaces/space-summary";
import { listSpaces } from "#features/spaces/list-spaces";

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
    const query = c.req.valid("query");
    const { rows, total } = await listSpaces(operationContextOf(c), query);
    withPageHeaders(c, query, total);
    return c.json(rows.map(toSpaceSummary), 200);
  },
);
