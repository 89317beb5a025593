import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { companies, contacts } from "../schema/companies";
import { positions } from "../schema/orders";
import { users, userSpaces } from "../schema/users";

export interface OrderParties {
  company_id?: number;
  contact_id?: number | null;
  position_id?: number | null;
  business_manager_user_id?: number | null;
}

/**
 * The parties of an order must be of its space: the client, a contact of that client, a position and a
 * business manager working there (and not deleted). Each one that is not is named, as a 422 names a refused field.
 */
export async function partiesIssues(db: Database, spaceId: number, companyId: number, parties: OrderParties) {
  const issues: { field: string; message: string }[] = [];
  const [company, contact, position, manager] = await Promise.all([
    parties.company_id === undefined
      ? undefined
      : db
          .select({ id: companies.id })
          .from(companies)
          .where(and(eq(companies.id, companyId), eq(companies.space_id, spaceId)))
          .get(),
    parties.contact_id
      ? db
          .select({ id: contacts.id })
          .from(contacts)
          .where(and(eq(contacts.id, parties.contact_id), eq(contacts.company_id, companyId)))
          .get()
      : undefined,
    parties.position_id
      ? db
          .select({ id: positions.id })
          .from(positions)
          .where(and(eq(positions.id, parties.position_id), eq(positions.space_id, spaceId)))
          .get()
      : undefined,
    parties.business_manager_user_id
      ? db
          .select({ id: userSpaces.user_id })
          .from(userSpaces)
          .innerJoin(users, eq(users.id, userSpaces.user_id))
          .where(and(eq(userSpaces.user_id, parties.business_manager_user_id), eq(userSpaces.space_id, spaceId), isNull(users.deleted_at)))
          .get()
      : undefined,
  ]);
  if (parties.company_id !== undefined && !company) issues.push({ field: "company_id", message: "not_found" });
  if (parties.contact_id && !contact) issues.push({ field: "contact_id", message: "not_found" });
  if (parties.position_id && !position) issues.push({ field: "position_id", message: "not_found" });
  if (parties.business_manager_user_id && !manager) issues.push({ field: "business_manager_user_id", message: "not_found" });
  return issues;
}
