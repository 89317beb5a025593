import type { Context } from "hono";
import type { CompanyWithCount } from "../../../db/companies/company-values";
import { CompanyDetailSchema, type CompanyDetail } from "../../../domain/companies/company-schemas";
import { departementOfPostalCode } from "../../../domain/companies/departement";
import type { AppEnv } from "../context";
import { getCompany } from "../operations/companies/get-company";
import { operationContextOf } from "../operations/operation-context";

// What the company, contact and competence-check routes share: the company view.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
type AnyContext = Context<AppEnv, any, any>;

/** A company the caller may see, with its contacts count; another space's company is 404 (the wall). */
export async function findVisibleCompany(c: AnyContext, id: number): Promise<CompanyWithCount> {
  return getCompany(operationContextOf(c), id);
}

/** The API's view of a company, parsed by its schema so no column leaks (search_text stays inside). */
export function toCompanyDetail(row: CompanyWithCount): CompanyDetail {
  return CompanyDetailSchema.parse({
    ...row,
    departement: row.is_foreign ? null : departementOfPostalCode(row.zipcode),
    archived_at: row.archived_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });
}
