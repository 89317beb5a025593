import type { CompanyWithCount } from "#db/companies/company-values";
import { getCompany as selectCompany } from "#db/companies/get-company";
import { insertCompany, newCompanyIdRef } from "#db/companies/insert-company";
import type { CompanyCreateInput } from "#domain/companies/company-schemas";
import { resolveSpaceId } from "../access/resolve-space";
import { activityLog } from "../activity-logs/activity-log";
import { SERVER_MESSAGES } from "#domain/errors/app-error";
import type { OperationContext } from "../operation-context";
import { failingAs } from "../failing-as";
import { prepareCompanyWrite, refusingTakenValues } from "./company-write-rules";

/**
 * Creates a company in the space asked for or the caller's only one (spec 000 §3 Company, §5): the
 * rules of `prepareCompanyWrite`, then the row and its log entry together; 409 when a racing write
 * took its association code or SIRET.
 */
export function createCompany(context: OperationContext, request: CompanyCreateInput): Promise<CompanyWithCount> {
  return failingAs(SERVER_MESSAGES.companyRegistrationFailed, () => registerCompany(context, request));
}

async function registerCompany(context: OperationContext, request: CompanyCreateInput): Promise<CompanyWithCount> {
  const { db } = context;
  const { space_id: requestedSpaceId, ...input } = request;
  const spaceId = await resolveSpaceId(context, requestedSpaceId, "space_id");
  const derived = await prepareCompanyWrite(db, spaceId, input);
  const [inserted] = await refusingTakenValues(db, spaceId, input.siret, () =>
    db.batch([
      insertCompany(db, { ...input, ...derived, space_id: spaceId }, context.now),
      activityLog(context, {
        title: "Company created",
        type: "create",
        schema: "companies",
        subjectId: newCompanyIdRef(),
        spaceId,
        changes: input,
      }),
    ]),
  );
  return (await selectCompany(db, inserted[0]!.id))!;
}
