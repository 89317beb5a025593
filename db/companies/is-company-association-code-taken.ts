import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../client";
import { companies } from "../schema/companies";

/** Spec 000 §5: a company's association_code is unique across spaces (archived companies included). */
export async function isCompanyAssociationCodeTaken(db: Database, code: string, exceptCompanyId?: number) {
  const sameCode = eq(companies.association_code, code);
  const condition = exceptCompanyId === undefined ? sameCode : and(sameCode, ne(companies.id, exceptCompanyId));
  const [row] = await db.select({ id: companies.id }).from(companies).where(condition).limit(1);
  return row !== undefined;
}
