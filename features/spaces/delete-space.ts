import { getSpace } from "#db/spaces/get-space";
import { softDeleteSpace } from "#db/spaces/write-space";
import { notFound } from "#domain/errors/app-error";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";

/** Soft-deletes a space (owner): it closes to its members and can be restored. */
export async function deleteSpace(context: OperationContext, id: number): Promise<void> {
  const { db } = context;
  if (!(await getSpace(db, id))) throw notFound();
  await db.batch([
    softDeleteSpace(db, id, context.now),
    activityLog(context, { title: "Space deleted", type: "delete", schema: "spaces", subjectId: id, spaceId: id }),
  ]);
}
