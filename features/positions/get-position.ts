import { getPosition as selectPosition } from "#db/positions/positions";
import { loadOr404 } from "../access/load-or-404";
import type { OperationContext } from "../operation-context";
import { toPosition, type Position } from "./position-view";

export function positionOr404(context: Pick<OperationContext, "db" | "caller">, id: number) {
  return loadOr404(context.caller, () => selectPosition(context.db, id));
}

export async function getPosition(context: OperationContext, id: number): Promise<Position> {
  return toPosition(await positionOr404(context, id));
}
