import type { z } from "zod";
import { insertContact, newContactIdRef } from "#db/contacts/insert-contact";
import type { ContactCreateSchema } from "#domain/companies/contact-schemas";
import { getCompany } from "../companies/get-company";
import { activityLog } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { assertContactNotDuplicate, refusingDuplicateContacts } from "./contact-uniqueness";

/** Adds a contact to a company (spec 000 §3, §5): 409 when another contact has its mail or phone. */
export async function createContact(context: OperationContext, input: { companyId: number; contact: z.infer<typeof ContactCreateSchema> }) {
  const { db } = context;
  const { contact } = input;
  const company = await getCompany(context, input.companyId);
  await assertContactNotDuplicate(db, company.id, contact);
  const [inserted] = await refusingDuplicateContacts(() =>
    db.batch([
      insertContact(db, { ...contact, space_id: company.space_id, company_id: company.id }, context.now),
      activityLog(context, {
        title: "Contact created",
        type: "create",
        schema: "contacts",
        subjectId: newContactIdRef(),
        spaceId: company.space_id,
        changes: contact,
        description: `company ${company.id}`,
      }),
    ]),
  );
  return inserted[0]!;
}
