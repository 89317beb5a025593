import type { CompanyWithCount } from "#db/companies/company-values";
import { getCompany as selectCompany } from "#db/companies/get-company";
import { reactivateCompany as reactivateCompanyStatement } from "#db/companies/reactivate-company";
import { activityLogIf, type ActivityFacts } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { getCompany } from "./get-company";

/** Reactivates an archived company (spec 000 §4); reactivating an active one changes nothing and logs nothing. */
export async function reactivateCompany(context: OperationContext, id: number): Promise<CompanyWithCount> {
  const { db } = context;
  const company = await getCompany(context, id);
  const reactivate = reactivateCompanyStatement(db, company.id, context.now);
  const facts: ActivityFacts = {
    title: "Company reactivated",
    type: "reactivate",
    schema: "companies",
    subjectId: company.id,
    spaceId: company.space_id,
  };
  await db.batch([reactivate.statement, activityLogIf(context, facts, reactivate.reactivatedNow)]);
  return (await selectCompany(db, company.id))!;
}
