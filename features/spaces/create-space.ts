import { insertSpace, newSpaceIdRef, type SpaceValues } from "#db/spaces/write-space";
import type { z } from "zod";
import type { SpaceCreateSchema } from "#domain/spaces/space-schemas";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { assertSpaceValuesUnique, derivedSpaceValues, refusingTakenSpaceValues } from "./space-write-rules";

/** Creates a space (owner; spec 000 §2 /admin/spaces): 409 when its association code or URL is taken. */
export async function createSpace(context: OperationContext, input: z.infer<typeof SpaceCreateSchema>) {
  const { db } = context;
  await assertSpaceValuesUnique(db, input);
  const values = { ...(await derivedSpaceValues(db, input)), ...input, name: input.name } as SpaceValues;
  const [created] = await refusingTakenSpaceValues(() =>
    db.batch([
      insertSpace(db, values, context.now),
      activityLog(context, { title: "Space created", type: "create", schema: "spaces", subjectId: newSpaceIdRef(), changes: input }),
    ]),
  );
  return created[0]!;
}
