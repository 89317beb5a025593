import { operationContextOf } from "./operation-contexts";
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { getWorker } from "#features/workers/get-worker";
import { workerScope } from "#features/workers/worker-scope";

// For the tab routes that still work in their handler: the same reads as the operations'.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
type AnyContext = Context<AppEnv, any, any>;

/** The worker file; 404 outside the caller's spaces. */
export async function workerFileFor(c: AnyContext, id: number) {
  return getWorker(operationContextOf(c), id);
}

/** The worker's id and space, for the tabs of the file; 404 outside the caller's spaces. */
export async function workerScopeFor(c: AnyContext, id: number) {
  return workerScope(operationContextOf(c), id);
}
