import type { CompanyWithCount } from "#db/companies/company-values";
import { CompanyDetailSchema, type CompanyDetail } from "#domain/companies/company-schemas";
import { departementOfPostalCode } from "#domain/companies/departement";

// What the company routes share: the company view.

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
