import type { z } from "zod";
import { listLegalForms } from "#db/reference/list-legal-forms";
import type { LabelLanguage } from "#domain/reference/label-language";
import type { LegalFormsQuerySchema } from "#domain/reference/reference-schemas";
import type { OperationContext } from "../operation-context";

/** INSEE legal categories by code start or words of the name, by code. */
export async function findLegalForms(
  context: Pick<OperationContext, "db">,
  input: { query: z.infer<typeof LegalFormsQuerySchema>; language: LabelLanguage },
) {
  const { query, language } = input;
  return listLegalForms(context.db, { query: query.q, level: query.level, language, limit: query.limit });
}
