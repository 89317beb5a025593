import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { contacts } from "../schema/companies";
import type { ContactValues } from "./insert-contact";

/** An empty change still stamps updated_at (drizzle refuses an UPDATE with nothing to set). */
export function updateContact(
  db: Database,
  companyId: number,
  contactId: number,
  values: Partial<Omit<ContactValues, "space_id" | "company_id">>,
) {
  return db
    .update(contacts)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(contacts.id, contactId), eq(contacts.company_id, companyId)))
    .returning();
}
