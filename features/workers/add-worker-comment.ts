import { insertWorkerComment } from "#db/workers/worker-comments";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { workerScope } from "./worker-scope";

/** Adds a comment to a worker's file, signed by the caller, with its log entry. */
export async function addWorkerComment(context: OperationContext, input: { workerId: number; body: string }) {
  const { db, caller } = context;
  const { workerId, spaceId } = await workerScope(context, input.workerId);
  const [[created]] = await db.batch([
    insertWorkerComment(db, { spaceId, workerId, userId: caller.id, body: input.body }, context.now),
    activityLog(context, { title: "Comment added", type: "create", schema: "workers", subjectId: workerId, spaceId }),
  ]);
  return created!;
}
