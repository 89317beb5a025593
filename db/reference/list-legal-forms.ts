import { and, asc, eq, gte, like, lt, type SQL } from "drizzle-orm";
import type { LEGAL_FORM_LEVELS } from "#domain/enums/nomenclature";
import { normalizeSearchText, prefixUpperBound } from "#domain/format/search-text";
import { localizedLabel, type LabelLanguage } from "#domain/reference/label-language";
import type { Database } from "../client";
import { legalForms } from "../schema/reference";

export interface ListLegalFormsOptions {
  /** A code or its first digits ("57", "5710"), or words of the name in either language. */
  query?: string;
  level?: (typeof LEGAL_FORM_LEVELS)[number];
  language: LabelLanguage;
  limit: number;
}

/** INSEE legal categories by code; a digit query is a code prefix, other queries match words. */
export async function listLegalForms(db: Database, options: ListLegalFormsOptions) {
  const conditions: SQL[] = [];
  if (options.level) conditions.push(eq(legalForms.level, options.level));
  const query = options.query?.trim() ?? "";
  if (/^\d{1,4}$/.test(query)) {
    conditions.push(gte(legalForms.code, query), lt(legalForms.code, prefixUpperBound(query)));
  } else if (query.length > 0) {
    const words = normalizeSearchText(query).split(" ").filter(Boolean);
    if (words.length === 0) return [];
    for (const word of words) conditions.push(like(legalForms.search_text, `%${word}%`));
  }
  const rows = await db
    .select({
      code: legalForms.code,
      level: legalForms.level,
      parent_code: legalForms.parent_code,
      label_fr: legalForms.label_fr,
      label_en: legalForms.label_en,
    })
    .from(legalForms)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(legalForms.code))
    .limit(options.limit);
  return rows.map(({ label_fr, label_en, ...row }) => ({ ...row, ...localizedLabel({ label_fr, label_en }, options.language) }));
}
