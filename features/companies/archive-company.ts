import { archiveCompany as archiveCompanyStatement } from "#db/companies/archive-company";
import type { CompanyWithCount } from "#db/companies/company-values";
import { getCompany as selectCompany } from "#db/companies/get-company";
import { activityLogIf, type ActivityFacts } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { getCompany } from "./get-company";

/** Archives a company (spec 000 §4); archiving it again changes nothing and logs nothing. */
export async function archiveCompany(context: OperationContext, id: number): Promise<CompanyWithCount> {
  const { db } = context;
  const company = await getCompany(context, id);
  const archive = archiveCompanyStatement(db, company.id, context.now);
  const facts: ActivityFacts = {
    title: "Company archived",
    type: "archive",
    schema: "companies",
    subjectId: company.id,
    spaceId: company.space_id,
  };
  await db.batch([archive.statement, activityLogIf(context, facts, archive.archivedNow)]);
  return (await selectCompany(db, company.id))!;
}
