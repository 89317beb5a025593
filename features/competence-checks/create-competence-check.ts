import type { z } from "zod";
import { getCompetenceCheck as selectCompetenceCheck } from "#db/competence-checks/get-competence-check";
import { insertCompetenceCheck, newCompetenceCheckIdRef } from "#db/competence-checks/insert-competence-check";
import type { CompetenceCheckCreateSchema } from "#domain/companies/competence-check-schemas";
import { getCompany } from "../companies/get-company";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { assertWorkerInSpace } from "./worker-of-space";

/** Records a call to a client about a qualification (spec 000 §3 Competence check), in the company's space. */
export async function createCompetenceCheck(context: OperationContext, input: z.infer<typeof CompetenceCheckCreateSchema>) {
  const { db, caller } = context;
  const company = await getCompany(context, input.company_id);
  await assertWorkerInSpace(db, input.worker_id, company.space_id);
  const [inserted] = await db.batch([
    insertCompetenceCheck(db, { ...input, space_id: company.space_id, user_id: caller.id }, context.now),
    activityLog(context, {
      title: "Competence check created",
      type: "create",
      schema: "competence_checks",
      subjectId: newCompetenceCheckIdRef(),
      description: `company ${company.id}`,
      spaceId: company.space_id,
      changes: input,
    }),
  ]);
  return (await selectCompetenceCheck(db, inserted[0]!.id))!;
}
