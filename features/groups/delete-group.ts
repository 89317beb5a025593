import { deleteGroup as deleteGroupStatement, getGroup } from "#db/groups/groups";
import { notFound } from "#domain/errors/app-error";
import { reachableSpacesOf } from "#domain/users/space-reach";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";

/** Deletes a group of the caller's spaces (404 outside them); its users simply leave it. */
export async function deleteGroup(context: OperationContext, id: number): Promise<void> {
  const { db } = context;
  const group = await getGroup(db, id, reachableSpacesOf(context.caller));
  if (!group) throw notFound();
  await db.batch([
    deleteGroupStatement(db, group.id),
    activityLog(context, {
      title: "Group deleted",
      type: "delete",
      schema: "groups",
      subjectId: group.id,
      spaceId: group.space_id,
      changes: { name: group.name },
    }),
  ]);
}
