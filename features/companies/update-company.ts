import type { CompanyWithCount } from "#db/companies/company-values";
import { getCompany as selectCompany } from "#db/companies/get-company";
import { companyStillEditable, updateCompany as updateCompanyStatement } from "#db/companies/update-company";
import { writeGuard } from "#db/sql/write-guard";
import type { CompanyUpdateInput } from "#domain/companies/company-schemas";
import { editWithRetry, keptVersion } from "#features/versions/row-version";
import { diffFields } from "../users/user-detail";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { prepareCompanyWrite, refusingTakenValues } from "./company-write-rules";
import { getCompany } from "./get-company";

export interface UpdateCompanyInput {
  id: number;
  changes: CompanyUpdateInput;
  /** The versions If-Match names (decision 0013); undefined: the last writer wins. */
  expectedVersions: number[] | undefined;
}

/**
 * Edits a company (spec 000 §3 Company, §5): any subset of the fields, the rules run on the company as
 * it would be stored, a new SIRET brings its SIREN and VAT number; 412 when the expected version is gone.
 */
export async function updateCompany(context: OperationContext, input: UpdateCompanyInput): Promise<CompanyWithCount> {
  const { db } = context;
  const changes = input.changes;
  const id = await editWithRetry(async () => {
    const company = await getCompany(context, input.id);
    const version = keptVersion(input.expectedVersions, company.updated_at);
    const derived = await prepareCompanyWrite(db, company.space_id, changes, company);
    const values = { ...changes, ...derived };
    const { search_text: _searchText, ...logged } = values;
    // The guard holds the version read and the parents as the write finds them: two edits that
    // each make the other company its parent cannot both pass (spec §5, no loop of parents).
    await refusingTakenValues(db, company.space_id, changes.siret, () =>
      db.batch([
        writeGuard(db, companyStillEditable({ id: company.id, version }, values)),
        updateCompanyStatement(db, company.id, values, context.now),
        activityLog(context, {
          title: "Company updated",
          type: "update",
          schema: "companies",
          subjectId: company.id,
          spaceId: company.space_id,
          changes: diffFields(company, logged),
        }),
      ]),
    );
    return company.id;
  });
  return (await selectCompany(db, id))!;
}
