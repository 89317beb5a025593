import { updatePositionStatement } from "#db/positions/position-statements";
import { getPosition } from "#db/positions/positions";
import type { PositionUpdateInput } from "#domain/positions/position-schemas";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { requireCompanyOfSpace } from "./create-position";
import { positionOr404 } from "./get-position";
import { toPosition, type Position } from "./position-view";

export async function updatePosition(context: OperationContext, id: number, changes: PositionUpdateInput): Promise<Position> {
  const { db, now } = context;
  const position = await positionOr404(context, id);
  await requireCompanyOfSpace(context, position.space_id, changes.company_id);
  await db.batch([
    updatePositionStatement(db, id, changes, now),
    activityLog(context, {
      title: "Position updated",
      type: "update",
      schema: "positions",
      subjectId: id,
      spaceId: position.space_id,
      changes,
    }),
  ]);
  return toPosition((await getPosition(db, id))!);
}
