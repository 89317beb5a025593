import { and, eq, ne, or, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { contacts } from "../schema/companies";
import { uniqueViolationColumns } from "../unique-violation";

/**
 * Spec 000 §5 "a duplicate contact is refused", as the table's unique indexes define it: within one
 * company, no two contacts share a mail, nor a phone. Answers which of the two is already taken.
 */
export async function findDuplicateContactFields(
  db: Database,
  contact: { companyId: number; email?: string | null; phone?: string | null; exceptContactId?: number },
): Promise<("email" | "phone")[]> {
  const same: SQL[] = [];
  if (contact.email) same.push(eq(contacts.email, contact.email));
  if (contact.phone) same.push(eq(contacts.phone, contact.phone));
  if (same.length === 0) return [];
  const conditions = [eq(contacts.company_id, contact.companyId), or(...same)!];
  if (contact.exceptContactId !== undefined) conditions.push(ne(contacts.id, contact.exceptContactId));
  const rows = await db
    .select({ email: contacts.email, phone: contacts.phone })
    .from(contacts)
    .where(and(...conditions))
    .limit(2);
  const fields: ("email" | "phone")[] = [];
  if (contact.email && rows.some((row) => row.email === contact.email)) fields.push("email");
  if (contact.phone && rows.some((row) => row.phone === contact.phone)) fields.push("phone");
  return fields;
}

/** Whether a failed write broke one of the contacts' unique indexes (two requests racing). */
export function isDuplicateContactError(error: unknown): boolean {
  return uniqueViolationColumns(error, "contacts").length > 0;
}
