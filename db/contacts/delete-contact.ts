import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { contacts } from "../schema/companies";

export function deleteContact(db: Database, companyId: number, contactId: number) {
  return db.delete(contacts).where(and(eq(contacts.id, contactId), eq(contacts.company_id, companyId)));
}
