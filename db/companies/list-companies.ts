import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, lte, sql, type SQL } from "drizzle-orm";
import type { COMPANY_SORTS } from "#domain/companies/company-schemas";
import type { COMPANY_STATES } from "#domain/enums/company";
import { boundingBox, type GeoPoint } from "#domain/geo/distance";
import { squaredDistanceKm } from "../sql/distance";
import { normalizeSearchText, prefixUpperBound } from "#domain/format/search-text";
import type { Database } from "../client";
import { companies } from "../schema/companies";
import { companyColumnsWithContactsCount } from "./company-values";

export interface CompanyFilters {
  state?: (typeof COMPANY_STATES)[number];
  apeCode?: string;
  activitySection?: string;
  legalFormCode?: string;
  staffSizeBand?: string;
  /** Postal codes in [from, to): a département (domain/companies/departement.ts). */
  postalCodeRange?: { from: string; to: string };
  near?: { center: GeoPoint; km: number };
}

export interface ListCompaniesOptions {
  spaceId: number;
  /** true: the archived view; false: live companies. */
  archived: boolean;
  q?: string;
  filters: CompanyFilters;
  sort: (typeof COMPANY_SORTS)[number];
  page: number;
  perPage: number;
}

const DIGITS_QUERY = /^[\d\s]{2,}$/;

/**
 * A page of one space's companies and the total (spec 000 §2: company search and list, archived view).
 * Every condition starts from the space: digits search the SIRET and postal code by prefix on their
 * (space_id, …) indexes; each word must start a word of search_text (name, trade name, city, postal code
 * and SIRET, accents ignored), through the companies_search_fts index; a département is a postal-code range; a distance is a latitude/longitude box
 * on the (space_id, latitude) index, then the exact radius.
 */
export async function listCompanies(db: Database, options: ListCompaniesOptions) {
  const { filters } = options;
  const conditions: SQL[] = [
    eq(companies.space_id, options.spaceId),
    options.archived ? isNotNull(companies.archived_at) : isNull(companies.archived_at),
  ];
  const search = options.q ? searchCondition(options.spaceId, options.q) : undefined;
  if (search) conditions.push(search);
  if (filters.state) conditions.push(eq(companies.state, filters.state));
  if (filters.apeCode) conditions.push(eq(companies.ape_code, filters.apeCode));
  if (filters.activitySection) conditions.push(eq(companies.activity_section, filters.activitySection));
  if (filters.legalFormCode) conditions.push(eq(companies.legal_form_code, filters.legalFormCode));
  if (filters.staffSizeBand) conditions.push(eq(companies.staff_size_band, filters.staffSizeBand));
  if (filters.postalCodeRange) {
    conditions.push(gte(companies.zipcode, filters.postalCodeRange.from), lt(companies.zipcode, filters.postalCodeRange.to));
  }
  const distanceSquared = filters.near ? squaredDistanceKm(filters.near.center, companies).mapWith(Number) : undefined;
  if (filters.near && distanceSquared) {
    const box = boundingBox(filters.near.center, filters.near.km);
    conditions.push(
      gte(companies.latitude, box.minLatitude),
      lte(companies.latitude, box.maxLatitude),
      gte(companies.longitude, box.minLongitude),
      lte(companies.longitude, box.maxLongitude),
      sql`${distanceSquared} <= ${filters.near.km * filters.near.km}`,
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await db.batch([
    db
      .select({ ...companyColumnsWithContactsCount(), distance_squared: distanceSquared ?? sql<number | null>`null` })
      .from(companies)
      .where(where)
      .orderBy(...orderOf(options.sort, distanceSquared))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

function searchCondition(spaceId: number, q: string): SQL | undefined {
  if (DIGITS_QUERY.test(q)) {
    const digits = q.replace(/\s/g, "");
    const bound = prefixUpperBound(digits);
    // Two prefix ranges, each on its own (space_id, …) index: a plain OR of them made SQLite scan.
    return sql`${companies.id} in (select ${companies.id} from ${companies} where ${companies.space_id} = ${spaceId} and ${companies.siret} >= ${digits} and ${companies.siret} < ${bound} union all select ${companies.id} from ${companies} where ${companies.space_id} = ${spaceId} and ${companies.zipcode} >= ${digits} and ${companies.zipcode} < ${bound})`;
  }
  // Every word must start a word of search_text (FTS5 prefix queries, all ANDed). normalizeSearchText
  // leaves only [a-z0-9 ], so no FTS operator or quote can reach the query.
  const words = normalizeSearchText(q).split(" ").filter(Boolean).slice(0, 10);
  if (words.length === 0) return undefined;
  const match = words.map((word) => `"${word}"*`).join(" ");
  return sql`${companies.id} in (select rowid from companies_search_fts where companies_search_fts match ${match})`;
}

function orderOf(sort: ListCompaniesOptions["sort"], distanceSquared: SQL | undefined): SQL[] {
  switch (sort) {
    case "-name":
      return [desc(companies.name), desc(companies.id)];
    case "-created_at":
      return [desc(companies.created_at), desc(companies.id)];
    case "distance":
      return distanceSquared ? [asc(distanceSquared), asc(companies.name), asc(companies.id)] : [asc(companies.name), asc(companies.id)];
    default:
      return [asc(companies.name), asc(companies.id)];
  }
}
