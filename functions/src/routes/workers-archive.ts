import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { BulkWorkersAnswerSchema, WorkerIdParamsSchema, WorkerIdsSchema } from "#domain/workers/worker-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { archiveWorker } from "#features/workers/archive-worker";
import { changeWorkersArchive } from "#features/workers/change-workers-archive";

// Archiving and reactivating workers, singly or in bulk (spec 000 §4 Worker state). Archiving is soft:
// the worker leaves the list and comes back with the archived view or a reactivation.
export const workerArchiveRoutes = callerRoutes();

workerArchiveRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/{id}",
    tags: ["workers"],
    summary: "Archive one worker (soft delete; a repeat changes nothing)",
    request: { params: WorkerIdParamsSchema },
    responses: { 204: { description: "Archived" }, ...errorResponses(401, 404, 422) },
  }),
  async (c) => {
    await archiveWorker(operationContextOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  },
);

workerArchiveRoutes.openapi(
  createRoute({
    method: "post",
    path: "/archive",
    tags: ["workers"],
    summary: "Archive several workers; answers which changed and why others were refused",
    request: { body: jsonBody(WorkerIdsSchema) },
    responses: { 200: jsonResponse(BulkWorkersAnswerSchema, "Full or partial success"), ...errorResponses(400, 401, 415, 422) },
  }),
  async (c) => c.json(await changeWorkersArchive(operationContextOf(c), { ids: c.req.valid("json").ids, archived: true }), 200),
);

workerArchiveRoutes.openapi(
  createRoute({
    method: "post",
    path: "/reactivate",
    tags: ["workers"],
    summary: "Reactivate several archived workers; answers which changed and why others were refused",
    request: { body: jsonBody(WorkerIdsSchema) },
    responses: { 200: jsonResponse(BulkWorkersAnswerSchema, "Full or partial success"), ...errorResponses(400, 401, 415, 422) },
  }),
  async (c) => c.json(await changeWorkersArchive(operationContextOf(c), { ids: c.req.valid("json").ids, archived: false }), 200),
);
