import { listStaffSizeBands } from "#db/reference/list-staff-size-bands";
import type { LabelLanguage } from "#domain/reference/label-language";
import type { OperationContext } from "../operation-context";

/** The 16 Sirene staff-size bands, in display order. */
export async function findStaffSizeBands(context: Pick<OperationContext, "db">, input: { language: LabelLanguage }) {
  return listStaffSizeBands(context.db, { language: input.language });
}
