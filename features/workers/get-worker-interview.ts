import type { Database } from "#db/client";
import { getWorkerInterview as selectWorkerInterview } from "#db/workers/worker-interview";
import type { OperationContext } from "../operation-context";
import { workerScope } from "./worker-scope";

/** The interview tab (spec 000 §2): the space's questions with the worker's answers. */
export async function getWorkerInterview(context: Pick<OperationContext, "db" | "caller">, workerId: number) {
  const scope = await workerScope(context, workerId);
  return interviewRowsOf(context.db, scope);
}

/** The questionnaire's rows of a worker already in the caller's reach. */
export async function interviewRowsOf(db: Database, scope: { spaceId: number; workerId: number }) {
  return { workerId: scope.workerId, rows: await selectWorkerInterview(db, scope.spaceId, scope.workerId) };
}
