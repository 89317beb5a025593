import type { z } from "zod";
import { getCompetenceCheck as selectCompetenceCheck } from "#db/competence-checks/get-competence-check";
import { updateCompetenceCheck as updateCompetenceCheckStatement } from "#db/competence-checks/update-competence-check";
import { competenceChecks } from "#db/schema/companies";
import { rowStillAt } from "#db/sql/row-version";
import { writeGuard } from "#db/sql/write-guard";
import { periodIssues, type CompetenceCheckUpdateSchema } from "#domain/companies/competence-check-schemas";
import { editWithRetry, keptVersion } from "#features/versions/row-version";
import { diffFields } from "../users/user-detail";
import { activityLog } from "../activity-logs/activity-log";
import { fieldsRefused } from "../fields-refused";
import type { OperationContext } from "../operation-context";
import { getCompetenceCheck } from "./get-competence-check";
import { assertWorkerInSpace } from "./worker-of-space";

/** Edits a competence check: date_from not after date_to, its worker in its space; 412 when the expected version is gone. */
export async function updateCompetenceCheck(
  context: OperationContext,
  input: { id: number; changes: z.infer<typeof CompetenceCheckUpdateSchema>; expectedVersions: number[] | undefined },
) {
  const { db } = context;
  const { changes } = input;
  const id = await editWithRetry(async () => {
    const check = await getCompetenceCheck(context, input.id);
    const version = keptVersion(input.expectedVersions, check.updated_at);
    const disordered = periodIssues({ ...check, ...changes });
    if (disordered.length > 0) throw fieldsRefused(disordered);
    await assertWorkerInSpace(db, changes.worker_id, check.space_id);
    await db.batch([
      writeGuard(db, rowStillAt(competenceChecks, check.id, version)),
      updateCompetenceCheckStatement(db, check.id, changes, context.now),
      activityLog(context, {
        title: "Competence check updated",
        type: "update",
        schema: "competence_checks",
        subjectId: check.id,
        description: `company ${check.company_id}`,
        spaceId: check.space_id,
        changes: diffFields(check, changes),
      }),
    ]);
    return check.id;
  });
  return (await selectCompetenceCheck(db, id))!;
}
