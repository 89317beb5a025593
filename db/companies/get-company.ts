import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { companies } from "../schema/companies";
import { companyColumnsWithContactsCount, type CompanyWithCount } from "./company-values";

/** One company with its contacts count, whatever its space: the caller checks the space. */
export async function getCompany(db: Database, id: number): Promise<CompanyWithCount | undefined> {
  const [row] = await db.select(companyColumnsWithContactsCount()).from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}
