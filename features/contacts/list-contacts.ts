import { listContacts as selectContacts } from "#db/contacts/list-contacts";
import { getCompany } from "../companies/get-company";
import type { OperationContext } from "../operation-context";

/** A company's contacts (spec 000 §3 Contact), behind the company's wall. */
export async function listContacts(context: Pick<OperationContext, "db" | "caller">, companyId: number) {
  const company = await getCompany(context, companyId);
  return selectContacts(context.db, company.space_id, company.id);
}
