import { insertedIdRef, type Database, type IdRef } from "../client";
import { companies } from "../schema/companies";
import type { CompanyValues } from "./company-values";

export function insertCompany(db: Database, values: CompanyValues, now: Date) {
  return db
    .insert(companies)
    .values({ ...values, created_at: now, updated_at: now })
    .returning({ id: companies.id });
}

/** The company the batch has just inserted, for its later statements (its activity-log entry). */
export function newCompanyIdRef(): IdRef {
  return insertedIdRef(companies);
}
