import type { z } from "zod";
import { listActivitySections } from "#db/reference/list-activity-sections";
import type { LabelLanguage } from "#domain/reference/label-language";
import type { ActivitySectionsQuerySchema } from "#domain/reference/reference-schemas";
import type { OperationContext } from "../operation-context";

/** Activity sections of one nomenclature, by code. */
export async function findActivitySections(
  context: Pick<OperationContext, "db">,
  input: { nomenclature: z.infer<typeof ActivitySectionsQuerySchema>["nomenclature"]; language: LabelLanguage },
) {
  return listActivitySections(context.db, { nomenclature: input.nomenclature, language: input.language });
}
