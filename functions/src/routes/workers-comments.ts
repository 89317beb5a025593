import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { deleteWorkerComment, findWorkerComment, insertWorkerComment, listWorkerComments, workerCommentExists } from "../../../db/workers/worker-comments";
import { hasPermission } from "../../../domain/auth/permissions";
import { AppError, SERVER_MESSAGES } from "../../../domain/errors/app-error";
import { CommentCreateSchema, CommentParamsSchema, CommentSchema } from "../../../domain/workers/worker-tab-schemas";
import { WorkerIdParamsSchema } from "../../../domain/workers/worker-schemas";
import { callerRoutes } from "../access/sub-app";
import { activityLogFor, activityLogIf } from "../lib/activity";
import { notFound } from "../lib/errors";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { workerScopeFor } from "../lib/worker-access";
import { callerOf } from "../middleware/authenticate";

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
  async (c) => {
    const { workerId, spaceId } = await workerScopeFor(c, c.req.valid("param").id);
    return c.json((await listWorkerComments(c.get("db"), spaceId, workerId)).map(toComment), 200);
  },
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
    const { body } = c.req.valid("json");
    const { workerId, spaceId } = await workerScopeFor(c, c.req.valid("param").id);
    const db = c.get("db");
    const [[created]] = await db.batch([
      insertWorkerComment(db, { spaceId, workerId, userId: caller.id, body }),
      activityLogFor(c, { title: "Comment added", type: "create", schema: "workers", subjectId: workerId, spaceId }),
    ]);
    return c.json(toComment({ ...created!, author: `${caller.first_name} ${caller.last_name}` }), 201);
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
    const { caller, access } = callerOf(c);
    const params = c.req.valid("param");
    const { workerId, spaceId } = await workerScopeFor(c, params.id);
    const db = c.get("db");
    const target = { id: params.commentId, workerId, spaceId };
    const comment = await findWorkerComment(db, target);
    if (!comment) throw notFound();
    if (comment.user_id !== caller.id && !hasPermission(access.permissions, "space-users")) {
      throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
    }
    const [, removed] = await db.batch([
      activityLogIf(
        c,
        { title: "Comment deleted", type: "delete", schema: "workers", subjectId: workerId, spaceId, changes: { comment_id: comment.id } },
        workerCommentExists(target),
      ),
      deleteWorkerComment(db, target),
    ]);
    if (removed.length === 0) throw notFound();
    return c.body(null, 204);
  },
);
