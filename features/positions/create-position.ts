import { insertPosition, isCompanyOfSpace, newPositionIdRef } from "#db/positions/position-statements";
import { getPosition } from "#db/positions/positions";
import type { PositionCreateInput } from "#domain/positions/position-schemas";
import { resolveSpaceId } from "../access/resolve-space";
import { activityLog } from "../activity-logs/activity-log";
import { fieldsRefused } from "../fields-refused";
import type { OperationContext } from "../operation-context";
import { toPosition, type Position } from "./position-view";

/** A client company of the space, or a 422 naming company_id. */
export async function requireCompanyOfSpace(context: Pick<OperationContext, "db">, spaceId: number, companyId: number | null | undefined) {
  if (!companyId) return;
  if (!(await isCompanyOfSpace(context.db, spaceId, companyId))) throw fieldsRefused([{ field: "company_id", message: "not_found" }]);
}

/** Creates a position (a job at a client company) in the space asked for or the caller's only one. */
export async function createPosition(context: OperationContext, input: PositionCreateInput): Promise<Position> {
  const { db, now } = context;
  const { space_id: requested, ...fields } = input;
  const spaceId = await resolveSpaceId(context, requested, "space_id");
  await requireCompanyOfSpace(context, spaceId, fields.company_id);
  const [[inserted]] = await db.batch([
    insertPosition(db, { ...fields, skills: fields.skills ?? [], space_id: spaceId, created_at: now, updated_at: now }),
    activityLog(context, {
      title: "Position created",
      type: "create",
      schema: "positions",
      subjectId: newPositionIdRef(),
      spaceId,
      changes: input,
    }),
  ]);
  return toPosition((await getPosition(db, inserted!.id))!);
}
