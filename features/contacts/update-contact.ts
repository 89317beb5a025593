import type { z } from "zod";
import { getContact } from "#db/contacts/get-contact";
import { contactStillEditable, updateContact as updateContactStatement } from "#db/contacts/update-contact";
import { writeGuard } from "#db/sql/write-guard";
import { contactReachIssues, type ContactUpdateSchema } from "#domain/companies/contact-schemas";
import { notFound } from "#domain/errors/app-error";
import { editWithRetry, keptVersion } from "#features/versions/row-version";
import { diffFields } from "../users/user-detail";
import { getCompany } from "../companies/get-company";
import { activityLog } from "../activity-logs/activity-log";
import { fieldsRefused } from "../fields-refused";
import type { OperationContext } from "../operation-context";
import { assertContactNotDuplicate, refusingDuplicateContacts } from "./contact-uniqueness";

/** Edits a contact: it keeps a mail or a phone, shares neither with another contact; 412 when the expected version is gone. */
export async function updateContact(
  context: OperationContext,
  input: { companyId: number; contactId: number; changes: z.infer<typeof ContactUpdateSchema>; expectedVersions: number[] | undefined },
) {
  const { db } = context;
  const { changes } = input;
  return editWithRetry(async () => {
    const company = await getCompany(context, input.companyId);
    const contact = await getContact(db, company.id, input.contactId);
    if (!contact) throw notFound();
    const version = keptVersion(input.expectedVersions, contact.updated_at);
    const merged = { ...contact, ...changes };
    const unreachable = contactReachIssues(merged);
    if (unreachable.length > 0) throw fieldsRefused(unreachable);
    await assertContactNotDuplicate(db, company.id, {
      email: changes.email === undefined ? undefined : merged.email,
      phone: changes.phone === undefined ? undefined : merged.phone,
      exceptContactId: contact.id,
    });
    // The guard re-checks, inside the write, what was read: the contact still exists (a deletion
    // racing this edit gives 404, not a 500), still has the version If-Match named, and keeps a mail
    // or a phone whatever another edit cleared meanwhile.
    const [, [row]] = await refusingDuplicateContacts(() =>
      db.batch([
        writeGuard(db, contactStillEditable({ companyId: company.id, contactId: contact.id, version }, changes)),
        updateContactStatement(db, company.id, contact.id, changes, context.now),
        activityLog(context, {
          title: "Contact updated",
          type: "update",
          schema: "contacts",
          description: `company ${company.id}`,
          subjectId: contact.id,
          spaceId: company.space_id,
          changes: diffFields(contact, changes),
        }),
      ]),
    );
    return row!;
  });
}
