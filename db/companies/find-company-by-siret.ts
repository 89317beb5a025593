import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../client";
import { companies } from "../schema/companies";

/** The company of the space holding this SIRET (archived ones included), other than `exceptCompanyId`. */
export async function findCompanyBySiret(db: Database, spaceId: number, siret: string, exceptCompanyId?: number) {
  const sameSiret = and(eq(companies.space_id, spaceId), eq(companies.siret, siret));
  const condition = exceptCompanyId === undefined ? sameSiret : and(sameSiret, ne(companies.id, exceptCompanyId));
  const [row] = await db.select({ id: companies.id, name: companies.name }).from(companies).where(condition).limit(1);
  return row;
}
