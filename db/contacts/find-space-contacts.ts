import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { companies, contacts } from "../schema/companies";

/** The contacts among `ids` that belong to a company of this space: another space's contact is not found. */
export async function findSpaceContacts(db: Database, spaceId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: contacts.id,
      company_id: contacts.company_id,
      company_name: companies.name,
      first_name: contacts.first_name,
      last_name: contacts.last_name,
      email: contacts.email,
    })
    .from(contacts)
    .innerJoin(companies, eq(companies.id, contacts.company_id))
    .where(and(eq(contacts.space_id, spaceId), eq(companies.space_id, spaceId), inArray(contacts.id, ids)));
}
