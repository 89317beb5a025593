import { asc } from "drizzle-orm";
import { localizedLabel, type LabelLanguage } from "#domain/reference/label-language";
import type { Database } from "../client";
import { staffSizeBands } from "../schema/reference";

/** The 16 Sirene staff-size bands in display order (NN first, then by size). */
export async function listStaffSizeBands(db: Database, options: { language: LabelLanguage }) {
  const rows = await db
    .select({
      code: staffSizeBands.code,
      label_fr: staffSizeBands.label_fr,
      label_en: staffSizeBands.label_en,
      min_employees: staffSizeBands.min_employees,
      max_employees: staffSizeBands.max_employees,
    })
    .from(staffSizeBands)
    .orderBy(asc(staffSizeBands.position));
  return rows.map(({ label_fr, label_en, ...row }) => ({ ...row, ...localizedLabel({ label_fr, label_en }, options.language) }));
}
