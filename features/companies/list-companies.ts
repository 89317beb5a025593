import type { Database } from "#db/client";
import { listCompanies as selectCompanies } from "#db/companies/list-companies";
import { geolocatePostalCode } from "#db/reference/geolocate-postal-code";
import { hasPermission } from "#domain/auth/permissions";
import { COMPANY_SEARCH_FILTERS, type ListCompaniesQuery } from "#domain/companies/company-schemas";
import { postalCodeRangeOfDepartement } from "#domain/companies/departement";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { resolveSpaceId } from "../access/resolve-space";
import { fieldsRefused } from "../fields-refused";
import type { OperationContext } from "../operation-context";

/**
 * One page of a space's companies (spec 000 §2 /companies): searched by name, and by the search
 * filters for a caller holding `company_search_filters` (403 "User has no rights" otherwise).
 */
export async function listCompanies(context: Pick<OperationContext, "db" | "caller">, query: ListCompaniesQuery) {
  const { db, caller } = context;
  const filtersUsed = COMPANY_SEARCH_FILTERS.filter((name) => query[name] !== undefined);
  if (filtersUsed.length > 0 && !hasPermission(caller.permissions, "company_search_filters")) {
    throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights, {
      fields: filtersUsed.map((name) => ({ field: `query.${name}`, reason: "not_permitted", message: "company_search_filters" })),
    });
  }
  const spaceId = await resolveSpaceId(context, query.space_id, "query.space_id");
  const center = await searchCenter(db, query);
  return selectCompanies(db, {
    spaceId,
    archived: query.archived === "true",
    q: query.q,
    filters: {
      state: query.state,
      apeCode: query.ape_code,
      activitySection: query.activity_section,
      legalFormCode: query.legal_form_code,
      staffSizeBand: query.staff_size_band,
      postalCodeRange: query.departement ? (postalCodeRangeOfDepartement(query.departement) ?? undefined) : undefined,
      near: center && query.distance_km ? { center, km: query.distance_km } : undefined,
    },
    sort: query.sort,
    page: query.page,
    perPage: query.per_page,
  });
}

/** The distance filter's centre: a postal code's communes, or the coordinates given. */
async function searchCenter(db: Database, query: ListCompaniesQuery) {
  if (query.near_postal_code) {
    const position = await geolocatePostalCode(db, query.near_postal_code);
    if (!position) throw fieldsRefused([{ field: "query.near_postal_code", message: "postal_code_unknown" }]);
    return position;
  }
  if (query.lat !== undefined && query.lng !== undefined) return { latitude: query.lat, longitude: query.lng };
  return undefined;
}
