import { and, eq, not, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { companies } from "../schema/companies";
import { nextVersion } from "../sql/row-version";
import type { CompanyValues } from "./company-values";
import { parentChainContains } from "./is-company-in-parent-chain";

/** An empty change still moves the version (drizzle refuses an UPDATE with nothing to set). */
export function updateCompany(db: Database, id: number, values: Partial<CompanyValues>, now: Date) {
  return db
    .update(companies)
    .set({ ...values, updated_at: nextVersion(companies.updated_at, now) })
    .where(eq(companies.id, id))
    .returning({ id: companies.id, updated_at: companies.updated_at });
}

/**
 * The write guard of a company's edit: still the version the editor read when one is given, and a new
 * parent that does not close a loop as the parents are when the write runs (spec §5), whatever another
 * edit changed meanwhile.
 */
export function companyStillEditable(target: { id: number; version?: number }, values: Partial<CompanyValues>): SQL {
  const conditions = [eq(companies.id, target.id)];
  if (target.version !== undefined) conditions.push(eq(companies.updated_at, new Date(target.version)));
  if (values.parent_company_id != null) conditions.push(not(parentChainContains(values.parent_company_id, target.id)));
  return sql`exists (select 1 from ${companies} where ${and(...conditions)})`;
}
