import { createRoute } from "@hono/zod-openapi";
import { WorkerIdParamsSchema } from "#domain/workers/worker-schemas";
import { WorkerMissionsSchema } from "#domain/workers/worker-mission-schemas";
import { listWorkerMissions } from "#features/workers/list-worker-missions";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { operationContextOf } from "../lib/operation-contexts";

// /v1/workers/{id}/missions: the Missions tab of the worker file, the places the worker held.
export const workerMissionRoutes = callerRoutes();

workerMissionRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/missions",
    tags: ["workers"],
    summary: "A worker's missions: the places they held (accepted, replaced or abandoned), newest start first",
    request: { params: WorkerIdParamsSchema },
    responses: { 200: jsonResponse(WorkerMissionsSchema, "The missions"), ...errorResponses(401, 404, 422) },
  }),
  async (c) => c.json({ data: await listWorkerMissions(operationContextOf(c), c.req.valid("param").id) }, 200),
);
