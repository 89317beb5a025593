import { z } from "zod";
import { ListCompaniesQuerySchema, type COMPANY_SEARCH_FILTERS, type ListCompaniesQuery } from "#domain/companies/company-schemas";
import { NAF_NOMENCLATURES } from "#domain/enums/nomenclature";

// The company list keeps its whole state in the URL (search, tab, sort, page, filters), so a search can
// be shared, reloaded and gone back to. The URL's parameters are the API's, plus `view` for the tab and
// `ape_nomenclature` to show which NAF the chosen code belongs to.

/** Spec 000 §9: distance filter options in km, plus all of France (no radius). */
export const DISTANCE_OPTIONS_KM = [5, 10, 20, 30, 50, 100, 200] as const;
export const COMPANIES_PER_PAGE = 25;

export type CompanySearchFilter = (typeof COMPANY_SEARCH_FILTERS)[number];

/** The filters the panel offers (lat/lng are for API callers; the screen searches around a postal code). */
export const PANEL_FILTERS = [
  "state",
  "ape_code",
  "activity_section",
  "legal_form_code",
  "staff_size_band",
  "departement",
  "near_postal_code",
  "distance_km",
] as const satisfies readonly CompanySearchFilter[];

export interface CompanyListView {
  archived: boolean;
  q: string;
  sort: ListCompaniesQuery["sort"];
  page: number;
  filters: Partial<Record<(typeof PANEL_FILTERS)[number], string>>;
  apeNomenclature: (typeof NAF_NOMENCLATURES)[number] | null;
}

const NomenclatureSchema = z.enum(NAF_NOMENCLATURES);

/**
 * What the list asks /v1 for, from the screen's URL: unknown or malformed parameters are dropped rather
 * than failing the page (a hand-edited or outdated link still shows companies), and the search filters
 * are dropped for a user without company_search_filters (spec 000 §6), whom /v1 would refuse.
 */
export function companyListQueryFromUrl(params: URLSearchParams, canFilter: boolean): { query: ListCompaniesQuery; view: CompanyListView } {
  const candidate: Record<string, string> = {};
  const take = (name: string) => {
    const value = params.get(name)?.trim();
    if (value) candidate[name] = value;
  };
  ["q", "sort", "page"].forEach(take);
  if (params.get("view") === "archived") candidate.archived = "true";
  if (canFilter) PANEL_FILTERS.forEach(take);

  // A radius needs its centre and the reverse; "nearest first" needs a centre.
  if (!candidate.near_postal_code || !candidate.distance_km) {
    delete candidate.near_postal_code;
    delete candidate.distance_km;
  }
  if (candidate.sort === "distance" && !candidate.near_postal_code) delete candidate.sort;

  const query = parseDroppingRefused(candidate);
  const filters: CompanyListView["filters"] = {};
  for (const name of PANEL_FILTERS) {
    const value = query[name];
    if (value !== undefined) filters[name] = String(value);
  }
  const nomenclature = NomenclatureSchema.safeParse(params.get("ape_nomenclature"));
  return {
    query: { ...query, per_page: COMPANIES_PER_PAGE },
    view: {
      archived: query.archived === "true",
      q: query.q ?? "",
      sort: query.sort,
      page: query.page,
      filters,
      apeNomenclature: filters.ape_code && nomenclature.success ? nomenclature.data : null,
    },
  };
}

/** Parses the candidate, leaving out each parameter the schema refuses, until what is left passes. */
function parseDroppingRefused(candidate: Record<string, string>): ListCompaniesQuery {
  const remaining = { ...candidate };
  for (let attempt = 0; attempt <= Object.keys(candidate).length; attempt++) {
    const parsed = ListCompaniesQuerySchema.safeParse(remaining);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      delete remaining[field];
      // A refused centre or radius takes its partner with it.
      if (field === "near_postal_code" || field === "distance_km") {
        delete remaining.near_postal_code;
        delete remaining.distance_km;
        if (remaining.sort === "distance") delete remaining.sort;
      }
    }
  }
  return ListCompaniesQuerySchema.parse({});
}

/** How many panel filters are in use (the distance counts once). */
export function activeFilterCount(filters: CompanyListView["filters"]): number {
  return PANEL_FILTERS.filter((name) => name !== "distance_km" && filters[name] !== undefined).length;
}
