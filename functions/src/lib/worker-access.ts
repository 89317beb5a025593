import type { Context } from "hono";
import { findWorkerSpace, getWorkerFile } from "../../../db/workers/get-worker-file";
import type { AppEnv } from "../context";
import { callerOf } from "../middleware/authenticate";
import { notFound } from "./errors";
import { isOwner, type Access } from "./user-access";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
type AnyContext = Context<AppEnv, any, any>;

/** Whether the caller works in this space: an owner in all of them, anyone else in their own. */
export function canUseSpace(access: Access, spaceId: number) {
  return isOwner(access) || access.spaceIds.includes(spaceId);
}

/** The spaces whose workers the caller reaches; "all" for an owner. */
export function workerSpacesOf(access: Access): number[] | "all" {
  return isOwner(access) ? "all" : access.spaceIds;
}

/**
 * The worker file, if the worker is in one of the caller's spaces. Otherwise 404, never 403: a Lille
 * agent must not learn that a Lyon worker exists.
 */
export async function workerFileFor(c: AnyContext, id: number) {
  const worker = await getWorkerFile(c.get("db"), id);
  if (!worker || !canUseSpace(callerOf(c).access, worker.space_id)) throw notFound();
  return worker;
}

/** The worker's id and space, for the tabs of the file; 404 outside the caller's spaces. */
export async function workerScopeFor(c: AnyContext, id: number) {
  const worker = await findWorkerSpace(c.get("db"), id);
  if (!worker || !canUseSpace(callerOf(c).access, worker.space_id)) throw notFound();
  return { workerId: worker.id, spaceId: worker.space_id };
}
