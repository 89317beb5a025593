import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { CommentCreateSchema, CommentParamsSchema, CommentSchema } from "#domain/workers/worker-tab-schemas";
import { WorkerIdParamsSchema } from "#domain/workers/worker-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { callerOf } from "../middleware/authenticate";
import { addWorkerComment } from "#features/workers/add-worker-comment";
import { deleteWorkerComment } from "#features/workers/delete-worker-comment";
import { listWorkerComments } from "#features/workers/list-worker-comments";

// /v1/workers/{id}/comments: the comments tab of the worker file (spec 000 §2, §3).
export const workerCommentRoutes = callerRoutes();

type CommentRow = { id: number; worker_id: number; body: string; user_id: number | null; author?: string | null; created_at: Date };

function toComment(row: CommentRow) {
  return CommentSchema.parse({ ...row, author: row.author ?? null, created_at: row.created_at.toISOString() });
}

workerCommentRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/comments",
    tags: ["workers"],
    summary: "A worker's comments, newest first",
    request: { params: WorkerIdParamsSchema },
    responses: { 200: jsonResponse(z.array(CommentSchema), "The comments"), ...errorResponses(401, 404, 422) },
  }),
  async (c) => c.json((await listWorkerComments(operationContextOf(c), c.req.valid("param").id)).map(toComment), 200),
);

workerCommentRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/comments",
    tags: ["workers"],
    summary: "Add a comment",
    request: { params: WorkerIdParamsSchema, body: jsonBody(CommentCreateSchema) },
    responses: { 201: jsonResponse(CommentSchema, "Added"), ...errorResponses(400, 401, 404, 415, 422) },
  }),
  async (c) => {
    const { caller } = callerOf(c);
    const created = await addWorkerComment(operationContextOf(c), { workerId: c.req.valid("param").id, body: c.req.valid("json").body });
    return c.json(toComment({ ...created, author: `${caller.first_name} ${caller.last_name}` }), 201);
  },
);

workerCommentRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/{id}/comments/{commentId}",
    tags: ["workers"],
    summary: "Delete a comment (its author, or a space administrator)",
    request: { params: CommentParamsSchema },
    responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => {
    const { id, commentId } = c.req.valid("param");
    await deleteWorkerComment(operationContextOf(c), { workerId: id, commentId });
    return c.body(null, 204);
  },
);
