import { asc, eq } from "drizzle-orm";
import type { ACTIVITY_SECTION_NOMENCLATURES } from "#domain/enums/nomenclature";
import { localizedLabel, type LabelLanguage } from "#domain/reference/label-language";
import type { Database } from "../client";
import { activitySections } from "../schema/reference";

/** The activity sections of one nomenclature by code (A, AA, B, BA, … for NAF rev. 1). */
export async function listActivitySections(
  db: Database,
  options: { nomenclature: (typeof ACTIVITY_SECTION_NOMENCLATURES)[number]; language: LabelLanguage },
) {
  const rows = await db
    .select({
      code: activitySections.code,
      nomenclature: activitySections.nomenclature,
      parent_code: activitySections.parent_code,
      label_fr: activitySections.label_fr,
      label_en: activitySections.label_en,
    })
    .from(activitySections)
    .where(eq(activitySections.nomenclature, options.nomenclature))
    .orderBy(asc(activitySections.code));
  return rows.map(({ label_fr, label_en, ...row }) => ({ ...row, ...localizedLabel({ label_fr, label_en }, options.language) }));
}
