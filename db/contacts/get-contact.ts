import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { contacts } from "../schema/companies";

/** A contact of one company: another company's contact is not found. */
export async function getContact(db: Database, companyId: number, contactId: number) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.company_id, companyId)))
    .limit(1);
  return row;
}
