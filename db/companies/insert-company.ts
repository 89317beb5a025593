import type { Database } from "../client";
import { companies } from "../schema/companies";
import type { CompanyValues } from "./company-values";

export function insertCompany(db: Database, values: CompanyValues) {
  return db.insert(companies).values(values).returning({ id: companies.id });
}
