import { getGroup, insertGroup, newGroupIdRef } from "#db/groups/groups";
import type { Group, GroupCreateInput } from "#domain/users/group-schemas";
import { reachableSpacesOf } from "#domain/users/space-reach";
import { resolveSpaceId } from "../access/resolve-space";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { refusingTakenGroupName } from "./group-errors";

/** Creates a group in one of the caller's open spaces; 409 when the space already has one of that name. */
export async function createGroup(context: OperationContext, input: GroupCreateInput): Promise<Group> {
  const { db, now } = context;
  const spaceId = await resolveSpaceId(context, input.space_id, "space_id");
  const [[inserted]] = await refusingTakenGroupName(() =>
    db.batch([
      insertGroup(db, { space_id: spaceId, name: input.name }, now),
      activityLog(context, {
        title: "Group created",
        type: "create",
        schema: "groups",
        subjectId: newGroupIdRef(),
        spaceId,
        changes: input,
      }),
    ]),
  );
  return (await getGroup(db, inserted!.id, reachableSpacesOf(context.caller)))!;
}
