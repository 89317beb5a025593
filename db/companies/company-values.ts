import { getTableColumns, sql } from "drizzle-orm";
import { companies, contacts } from "../schema/companies";

/** What a company write sets: every column but the ones the database or the lifecycle owns. */
export type CompanyValues = Omit<typeof companies.$inferInsert, "id" | "created_at" | "updated_at" | "archived_at">;
export type CompanyRow = typeof companies.$inferSelect;
export type CompanyWithCount = CompanyRow & { contacts_count: number };

/**
 * The company's columns and its number of contacts (a count on the (space_id, company_id) index),
 * for the list and the detail alike.
 */
export function companyColumnsWithContactsCount() {
  return {
    ...getTableColumns(companies),
    // Qualified by hand: drizzle leaves the columns of a one-table select unqualified, and inside the
    // subquery they would then name the contact's own columns.
    contacts_count:
      sql<number>`(select count(*) from ${contacts} where "contacts"."space_id" = "companies"."space_id" and "contacts"."company_id" = "companies"."id")`.mapWith(
        Number,
      ),
  };
}
