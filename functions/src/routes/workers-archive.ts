import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { runBatch } from "../../../db/client";
import { findWorkersState, setWorkersArchived, workerAwaitsArchiveChange } from "../../../db/workers/set-workers-archived";
import { BulkWorkersAnswerSchema, WorkerIdParamsSchema, WorkerIdsSchema, type BulkWorkersAnswer } from "../../../domain/workers/worker-schemas";
import { canUseSpace, reachableSpacesOf } from "../access/space-access";
import { callerRoutes } from "../access/sub-app";
import type { AppEnv } from "../context";
import { activityLogIf } from "../lib/activity";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { workerFileFor } from "../lib/worker-access";
import { callerOf } from "../middleware/authenticate";

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
    const worker = await workerFileFor(c, c.req.valid("param").id);
    await changeArchive(c, [worker.id], true);
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
  async (c) => c.json(await changeArchive(c, c.req.valid("json").ids, true), 200),
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
  async (c) => c.json(await changeArchive(c, c.req.valid("json").ids, false), 200),
);

/**
 * Archives (or reactivates) the workers the caller reaches. Each change is logged in the same batch,
 * each log entry written only if its worker is still in the state before the change when the batch
 * runs; the update then changes exactly those workers and says which.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared by three routes' contexts
async function changeArchive(c: Context<AppEnv, any, any>, ids: number[], archived: boolean): Promise<BulkWorkersAnswer> {
  const { access } = callerOf(c);
  const db = c.get("db");
  const wanted = [...new Set(ids)];
  const found = new Map((await findWorkersState(db, wanted)).map((worker) => [worker.id, worker]));
  const refused: BulkWorkersAnswer["refused"] = [];
  const candidates: { id: number; space_id: number }[] = [];
  for (const id of wanted) {
    const worker = found.get(id);
    if (!worker || !canUseSpace(access, worker.space_id)) refused.push({ id, reason: "not_found" });
    else if (archived && worker.archived_at) refused.push({ id, reason: "already_archived" });
    else if (!archived && !worker.archived_at) refused.push({ id, reason: "not_archived" });
    else candidates.push(worker);
  }
  if (candidates.length === 0) return { changed: [], refused };

  const results = await runBatch(db, [
    ...candidates.map((worker) =>
      activityLogIf(
        c,
        {
          title: archived ? "Worker archived" : "Worker reactivated",
          type: archived ? "archive" : "reactivate",
          schema: "workers",
          subjectId: worker.id,
          spaceId: worker.space_id,
        },
        workerAwaitsArchiveChange(worker.id, archived),
      ),
    ),
    setWorkersArchived(db, { ids: candidates.map((worker) => worker.id), spaceIds: reachableSpacesOf(access), archived, at: new Date() }),
  ]);
  const changed = new Set((results.at(-1) as { id: number }[]).map((row) => row.id));
  for (const worker of candidates) {
    // Changed by another request between the read and the batch.
    if (!changed.has(worker.id)) refused.push({ id: worker.id, reason: archived ? "already_archived" : "not_archived" });
  }
  return { changed: candidates.map((worker) => worker.id).filter((id) => changed.has(id)), refused };
}
