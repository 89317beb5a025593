import { deleteWorkerComment as deleteWorkerCommentStatement, findWorkerComment, workerCommentExists } from "#db/workers/worker-comments";
import { hasPermission } from "#domain/auth/permissions";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { notFound } from "#domain/errors/app-error";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { workerScope } from "./worker-scope";

/** Deletes a comment: its author may, and a space administrator (403 for anyone else; 404 when gone). */
export async function deleteWorkerComment(context: OperationContext, input: { workerId: number; commentId: number }): Promise<void> {
  const { db, caller } = context;
  const { workerId, spaceId } = await workerScope(context, input.workerId);
  const target = { id: input.commentId, workerId, spaceId };
  const comment = await findWorkerComment(db, target);
  if (!comment) throw notFound();
  if (comment.user_id !== caller.id && !hasPermission(caller.permissions, "space-users")) {
    throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
  }
  const [, removed] = await db.batch([
    activityLogIf(
      context,
      { title: "Comment deleted", type: "delete", schema: "workers", subjectId: workerId, spaceId, changes: { comment_id: comment.id } },
      workerCommentExists(target),
    ),
    deleteWorkerCommentStatement(db, target),
  ]);
  if (removed.length === 0) throw notFound();
}
