import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { contacts } from "../schema/companies";

/** A company has a handful of contacts: all of them, by name, up to a generous bound. */
export const MAX_CONTACTS_LISTED = 500;

export function listContacts(db: Database, spaceId: number, companyId: number) {
  return db
    .select()
    .from(contacts)
    .where(and(eq(contacts.space_id, spaceId), eq(contacts.company_id, companyId)))
    .orderBy(asc(contacts.last_name), asc(contacts.first_name), asc(contacts.id))
    .limit(MAX_CONTACTS_LISTED);
}
