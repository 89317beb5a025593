import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { contacts } from "../schema/companies";
import { onePresentAfter } from "../sql/one-present-after";
import { nextVersion } from "../sql/row-version";
import type { ContactValues } from "./insert-contact";

type ContactChanges = Partial<Omit<ContactValues, "space_id" | "company_id">>;

/** An empty change still moves the version (drizzle refuses an UPDATE with nothing to set). */
export function updateContact(db: Database, companyId: number, contactId: number, values: ContactChanges, now: Date) {
  return db
    .update(contacts)
    .set({ ...values, updated_at: nextVersion(contacts.updated_at, now) })
    .where(and(eq(contacts.id, contactId), eq(contacts.company_id, companyId)))
    .returning();
}

/**
 * The write guard of a contact's edit: the contact still exists (not deleted meanwhile), is still the
 * version the editor read when one is given, and keeps a mail or a phone once `values` apply (spec §5).
 */
export function contactStillEditable(target: { companyId: number; contactId: number; version?: number }, values: ContactChanges): SQL {
  const conditions = [
    eq(contacts.id, target.contactId),
    eq(contacts.company_id, target.companyId),
    onePresentAfter([
      { column: contacts.email, given: values.email },
      { column: contacts.phone, given: values.phone },
    ]),
  ];
  if (target.version !== undefined) conditions.push(eq(contacts.updated_at, new Date(target.version)));
  return sql`exists (select 1 from ${contacts} where ${and(...conditions)})`;
}
