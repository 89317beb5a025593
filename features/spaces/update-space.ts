import { spaces } from "#db/schema/spaces";
import { getSpace } from "#db/spaces/get-space";
import { updateSpace as updateSpaceStatement, type SpaceValues } from "#db/spaces/write-space";
import { rowStillAt } from "#db/sql/row-version";
import { writeGuard } from "#db/sql/write-guard";
import type { SpaceUpdateInput } from "#domain/spaces/space-schemas";
import { notFound, SERVER_MESSAGES } from "#domain/errors/app-error";
import { editWithRetry, keptVersion } from "#features/versions/row-version";
import { diffFields } from "../users/user-detail";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { failingAs } from "../failing-as";
import { assertSpaceValuesUnique, derivedSpaceValues, refusingTakenSpaceValues } from "./space-write-rules";

export interface UpdateSpaceInput {
  id: number;
  changes: SpaceUpdateInput;
  /** The versions If-Match names (decision 0013); undefined: the last writer wins. */
  expectedVersions: number[] | undefined;
}

/** Edits a space (owner), deleted ones included; 412 when the expected version is gone. */
export async function updateSpace(context: OperationContext, input: UpdateSpaceInput) {
  const { db } = context;
  const { id, changes } = input;
  return failingAs(SERVER_MESSAGES.spaceUpdateFailed, () =>
    editWithRetry(async () => {
      const space = await getSpace(db, id);
      if (!space) throw notFound();
      const version = keptVersion(input.expectedVersions, space.updated_at);
      await assertSpaceValuesUnique(db, changes, id);
      const values = { ...(await derivedSpaceValues(db, changes, space)), ...changes } as Partial<SpaceValues>;
      const [, [row]] = await refusingTakenSpaceValues(() =>
        db.batch([
          writeGuard(db, rowStillAt(spaces, id, version)),
          updateSpaceStatement(db, id, values, context.now),
          activityLog(context, {
            title: "Space updated",
            type: "update",
            schema: "spaces",
            subjectId: id,
            spaceId: id,
            changes: diffFields(space, values),
          }),
        ]),
      );
      return row!;
    }),
  );
}
