import { getGroup, renameGroup as renameGroupStatement } from "#db/groups/groups";
import { notFound } from "#domain/errors/app-error";
import type { Group } from "#domain/users/group-schemas";
import { reachableSpacesOf } from "#domain/users/space-reach";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { refusingTakenGroupName } from "./group-errors";

/** Renames a group of the caller's spaces (404 outside them); 409 when the name is taken in its space. */
export async function renameGroup(context: OperationContext, input: { id: number; name: string }): Promise<Group> {
  const { db, now } = context;
  const reach = reachableSpacesOf(context.caller);
  const group = await getGroup(db, input.id, reach);
  if (!group) throw notFound();
  await refusingTakenGroupName(() =>
    db.batch([
      renameGroupStatement(db, group.id, input.name, now),
      activityLog(context, {
        title: "Group renamed",
        type: "update",
        schema: "groups",
        subjectId: group.id,
        spaceId: group.space_id,
        changes: { name: input.name },
      }),
    ]),
  );
  return (await getGroup(db, group.id, reach)) ?? { ...group, name: input.name };
}
