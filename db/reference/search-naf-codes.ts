import { and, asc, eq, gte, like, lt, type SQL } from "drizzle-orm";
import type { NAF_LEVELS, NAF_NOMENCLATURES } from "#domain/enums/nomenclature";
import { normalizeSearchText, prefixUpperBound } from "#domain/format/search-text";
import { localizedLabel, type LabelLanguage } from "#domain/reference/label-language";
import type { Database } from "../client";
import { nafCodes } from "../schema/reference";

export interface SearchNafCodesOptions {
  nomenclature: (typeof NAF_NOMENCLATURES)[number];
  /** A code or its start ("78", "78.2", "7820z"), or words of the label in either language. */
  query?: string;
  level?: (typeof NAF_LEVELS)[number];
  language: LabelLanguage;
  limit: number;
}

const CODE_QUERY = /^(\d{1,2}|\d{2}\.?\d{1,2}[a-z]?)$/i;

/**
 * NAF codes of one nomenclature, by code. A code query is a range on the (nomenclature, code)
 * index; a word query looks for every word in search_text (a scan of at most a few thousand short
 * rows, accents and case ignored).
 */
export async function searchNafCodes(db: Database, options: SearchNafCodesOptions) {
  const conditions: SQL[] = [eq(nafCodes.nomenclature, options.nomenclature)];
  if (options.level) conditions.push(eq(nafCodes.level, options.level));
  const query = options.query?.trim() ?? "";
  if (CODE_QUERY.test(query)) {
    const code = displayedCodePrefix(query);
    conditions.push(gte(nafCodes.code, code), lt(nafCodes.code, prefixUpperBound(code)));
  } else if (query.length > 0) {
    const words = normalizeSearchText(query).split(" ").filter(Boolean);
    if (words.length === 0) return [];
    // normalizeSearchText leaves only [a-z0-9 ]: no LIKE wildcard can reach the pattern.
    for (const word of words) conditions.push(like(nafCodes.search_text, `%${word}%`));
  }
  const rows = await db
    .select({
      code: nafCodes.code,
      nomenclature: nafCodes.nomenclature,
      level: nafCodes.level,
      parent_code: nafCodes.parent_code,
      label_fr: nafCodes.label_fr,
      label_en: nafCodes.label_en,
    })
    .from(nafCodes)
    .where(and(...conditions))
    .orderBy(asc(nafCodes.code))
    .limit(options.limit);
  return rows.map(({ label_fr, label_en, ...row }) => ({ ...row, ...localizedLabel({ label_fr, label_en }, options.language) }));
}

/** "7820z" → "78.20Z", "782" → "78.2": the stored (dotted) form of a code or of its start. */
function displayedCodePrefix(query: string): string {
  const compact = query.replace(".", "").toUpperCase();
  return compact.length <= 2 ? compact : `${compact.slice(0, 2)}.${compact.slice(2)}`;
}
