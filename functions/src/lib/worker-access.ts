import type { Context } from "hono";
import { findWorkerSpace } from "../../../db/workers/get-worker-file";
import { loadOr404 } from "../access/load-or-404";
import type { AppEnv } from "../context";
import { callerOf } from "../middleware/authenticate";
import { operationContextOf } from "../operations/operation-context";
import { getWorker } from "../operations/workers/get-worker";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
type AnyContext = Context<AppEnv, any, any>;

/** The worker file, for the routes of the file's tabs; 404 outside the caller's spaces. */
export async function workerFileFor(c: AnyContext, id: number) {
  return getWorker(operationContextOf(c), id);
}

/** The worker's id and space, for the tabs of the file; 404 outside the caller's spaces. */
export async function workerScopeFor(c: AnyContext, id: number) {
  const worker = await loadOr404(callerOf(c).access, () => findWorkerSpace(c.get("db"), id));
  return { workerId: worker.id, spaceId: worker.space_id };
}
