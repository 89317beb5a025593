import { findProfilePictureKey } from "#db/workers/worker-profile-picture";
import { notFound } from "#domain/errors/app-error";
import type { OperationContext } from "../operation-context";
import { workerScope } from "./worker-scope";

/**
 * The worker's picture as stored: the object with its body, or without one when `onlyIf` (the
 * request's conditional headers) says the caller's copy is current. 404 when the worker has none.
 */
export async function readProfilePicture(
  context: Pick<OperationContext, "db" | "caller" | "bindings">,
  input: { workerId: number; onlyIf: Headers },
): Promise<R2Object | R2ObjectBody> {
  const target = await workerScope(context, input.workerId);
  const key = await findProfilePictureKey(context.db, target);
  if (!key) throw notFound();
  const object = await context.bindings.FILES.get(key, { onlyIf: input.onlyIf });
  if (!object) throw notFound();
  return object;
}
