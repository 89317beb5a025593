import type { CompanyWithCount } from "#db/companies/company-values";
import { getCompany as selectCompany } from "#db/companies/get-company";
import { loadOr404 } from "../access/load-or-404";
import type { OperationContext } from "../operation-context";

/** One company with its contacts count; another space's company is 404 on every verb (spec 000 §6). */
export async function getCompany(context: Pick<OperationContext, "db" | "caller">, id: number): Promise<CompanyWithCount> {
  return loadOr404(context.caller, () => selectCompany(context.db, id));
}
