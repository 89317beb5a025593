import { getSpace } from "#db/spaces/get-space";
import { restoreSpace as restoreSpaceStatement } from "#db/spaces/write-space";
import { notFound } from "#domain/errors/app-error";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";

/** Restores a deleted space (owner): it opens again to its members. */
export async function restoreSpace(context: OperationContext, id: number) {
  const { db } = context;
  if (!(await getSpace(db, id))) throw notFound();
  await db.batch([
    restoreSpaceStatement(db, id, context.now),
    activityLog(context, { title: "Space restored", type: "restore", schema: "spaces", subjectId: id, spaceId: id }),
  ]);
  return (await getSpace(db, id))!;
}
