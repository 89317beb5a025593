import { deleteCompetenceCheck as deleteCompetenceCheckStatement } from "#db/competence-checks/delete-competence-check";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { getCompetenceCheck } from "./get-competence-check";

/** Deletes a competence check; another space's check is 404. */
export async function deleteCompetenceCheck(context: OperationContext, id: number): Promise<void> {
  const { db } = context;
  const check = await getCompetenceCheck(context, id);
  await db.batch([
    deleteCompetenceCheckStatement(db, check.id),
    activityLog(context, {
      title: "Competence check deleted",
      type: "delete",
      schema: "competence_checks",
      subjectId: check.id,
      description: `company ${check.company_id}`,
      spaceId: check.space_id,
      changes: { qualification: check.qualification, called_on: check.called_on },
    }),
  ]);
}
