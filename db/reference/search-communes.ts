import { and, asc, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { normalizeSearchText, prefixUpperBound } from "#domain/format/search-text";
import type { Database } from "../client";
import { communes } from "../schema/reference";

export type SearchCommunesOptions = ({ postalCode: string } | { namePrefix: string }) & { limit: number };

/**
 * Communes by postal code (a full code, or the first digits of one) or by the start of their name,
 * ignoring case, accents and punctuation. Both are index range scans (communes_postal_code_idx,
 * communes_name_normalized_idx): never a LIKE with a leading wildcard. One row per (commune,
 * postal code) pair, the most populated communes first.
 */
export async function searchCommunes(db: Database, options: SearchCommunesOptions) {
  let condition: SQL | undefined;
  if ("postalCode" in options) {
    const code = options.postalCode;
    condition = code.length === 5 ? eq(communes.postal_code, code) : prefixRange(communes.postal_code, code);
  } else {
    const prefix = normalizeSearchText(options.namePrefix);
    if (prefix.length === 0) return [];
    condition = prefixRange(communes.name_normalized, prefix);
  }
  return db
    .select({
      insee_code: communes.insee_code,
      postal_code: communes.postal_code,
      name: communes.name,
      departement_code: communes.departement_code,
      region_code: communes.region_code,
      population: communes.population,
      latitude: communes.latitude,
      longitude: communes.longitude,
    })
    .from(communes)
    .where(condition)
    .orderBy(desc(communes.population), asc(communes.name), asc(communes.postal_code))
    .limit(options.limit);
}

function prefixRange(column: typeof communes.postal_code | typeof communes.name_normalized, prefix: string) {
  return and(gte(column, prefix), lt(column, prefixUpperBound(prefix)));
}
