import { selectProfilePictureKey, setProfilePictureKey, workerHasProfilePicture } from "#db/workers/worker-profile-picture";
import { notFound } from "#domain/errors/app-error";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { deleteUnreferencedPicture } from "./profile-picture-files";
import { workerScope } from "./worker-scope";

/** Removes the worker's picture: the row first, then the object. 404 when the worker has none. */
export async function removeProfilePicture(context: OperationContext, workerId: number): Promise<void> {
  const { db } = context;
  const target = await workerScope(context, workerId);
  const [[previous], , cleared] = await db.batch([
    selectProfilePictureKey(db, target),
    activityLogIf(
      context,
      { title: "Profile picture removed", type: "delete", schema: "workers", subjectId: target.workerId, spaceId: target.spaceId },
      workerHasProfilePicture(target),
    ),
    setProfilePictureKey(db, target, null),
  ]);
  if (cleared.length === 0 || !previous?.key) throw notFound();
  await deleteUnreferencedPicture(context.bindings.FILES, previous.key);
}
