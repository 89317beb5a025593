import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  ListPositionsQuerySchema,
  PositionCreateSchema,
  PositionIdParamsSchema,
  PositionSchema,
  PositionUpdateSchema,
} from "#domain/positions/position-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { withPageHeaders } from "../lib/pagination";
import { createPosition } from "#features/positions/create-position";
import { getPosition } from "#features/positions/get-position";
import { listPositions } from "#features/positions/list-positions";
import { updatePosition } from "#features/positions/update-position";

// /v1/positions: jobs at client companies (spec 000 §2 /positions/create, logged in; §9 matching tooltip).
export const positionRoutes = callerRoutes();

positionRoutes.openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: ["positions"],
    summary: "A space's positions; with worker_id, each one's match with that worker",
    description:
      "match_percent is the share of the position's requirements (its qualification, or its title, and each skill) found among the worker's favourite jobs, equipment and résumé keywords. matching=true keeps those at 50 % or more (the spec's tooltip), best first.",
    request: { query: ListPositionsQuerySchema },
    responses: {
      200: {
        ...jsonResponse(z.array(PositionSchema), "A page of positions"),
        headers: z.object({ Link: z.string(), "X-Total-Count": z.string() }),
      },
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await listPositions(operationContextOf(c), query);
    withPageHeaders(c, query, total);
    return c.json(items, 200);
  },
);

positionRoutes.openapi(
  createRoute({
    method: "post",
    path: "/",
    tags: ["positions"],
    summary: "Create a position",
    request: { body: jsonBody(PositionCreateSchema) },
    responses: { 201: jsonResponse(PositionSchema, "Created"), ...errorResponses(400, 401, 404, 415, 422) },
  }),
  async (c) => c.json(await createPosition(operationContextOf(c), c.req.valid("json")), 201),
);

positionRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}",
    tags: ["positions"],
    summary: "One position",
    request: { params: PositionIdParamsSchema },
    responses: { 200: jsonResponse(PositionSchema, "The position"), ...errorResponses(401, 404, 422) },
  }),
  async (c) => c.json(await getPosition(operationContextOf(c), c.req.valid("param").id), 200),
);

positionRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/{id}",
    tags: ["positions"],
    summary: "Update a position",
    request: { params: PositionIdParamsSchema, body: jsonBody(PositionUpdateSchema) },
    responses: { 200: jsonResponse(PositionSchema, "Updated"), ...errorResponses(400, 401, 404, 415, 422) },
  }),
  async (c) => c.json(await updatePosition(operationContextOf(c), c.req.valid("param").id, c.req.valid("json")), 200),
);
