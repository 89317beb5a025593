import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { companies } from "../schema/companies";
import type { CompanyValues } from "./company-values";

/** An empty change still stamps updated_at (drizzle refuses an UPDATE with nothing to set). */
export function updateCompany(db: Database, id: number, values: Partial<CompanyValues>) {
  return db.update(companies).set({ ...values, updated_at: new Date() }).where(eq(companies.id, id)).returning({ id: companies.id });
}
