import type { Database } from "#db/client";
import { findDuplicateContactFields, isDuplicateContactError } from "#db/contacts/find-duplicate-contact";
import { CONTACT_EXISTS_MESSAGE } from "#domain/companies/contact-schemas";
import { AppError } from "#domain/errors/app-error";

function duplicate(fields: ("email" | "phone")[]) {
  return new AppError("conflict", CONTACT_EXISTS_MESSAGE, {
    fields: fields.map((field) => ({ field, reason: "taken", message: CONTACT_EXISTS_MESSAGE })),
  });
}

/** Spec §5: no two contacts of a company share a mail or a phone (the table's unique indexes). */
export async function assertContactNotDuplicate(
  db: Database,
  companyId: number,
  contact: { email?: string | null; phone?: string | null; exceptContactId?: number },
) {
  const taken = await findDuplicateContactFields(db, { companyId, ...contact });
  if (taken.length > 0) throw duplicate(taken);
}

/** Runs the write; a twin written meanwhile by another request still answers 409, not 500. */
export async function refusingDuplicateContacts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateContactError(error)) throw duplicate([]);
    throw error;
  }
}
