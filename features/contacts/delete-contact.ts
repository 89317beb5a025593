import { deleteContact as deleteContactStatement } from "#db/contacts/delete-contact";
import { getContact } from "#db/contacts/get-contact";
import { notFound } from "#domain/errors/app-error";
import { getCompany } from "../companies/get-company";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";

/** Deletes a company's contact; 404 when it is not there. */
export async function deleteContact(context: OperationContext, input: { companyId: number; contactId: number }): Promise<void> {
  const { db } = context;
  const company = await getCompany(context, input.companyId);
  const contact = await getContact(db, company.id, input.contactId);
  if (!contact) throw notFound();
  await db.batch([
    deleteContactStatement(db, company.id, contact.id),
    activityLog(context, {
      title: "Contact deleted",
      type: "delete",
      schema: "contacts",
      description: `company ${company.id}`,
      subjectId: contact.id,
      spaceId: company.space_id,
      changes: { first_name: contact.first_name, last_name: contact.last_name },
    }),
  ]);
}
