import type { z } from "zod";
import { searchNafCodes } from "#db/reference/search-naf-codes";
import type { LabelLanguage } from "#domain/reference/label-language";
import type { NafSearchQuerySchema } from "#domain/reference/reference-schemas";
import type { OperationContext } from "../operation-context";

/** NAF codes by code, code start or words of the label, labels in `language` where the nomenclature has it. */
export async function findNafCodes(
  context: Pick<OperationContext, "db">,
  input: { query: z.infer<typeof NafSearchQuerySchema>; language: LabelLanguage },
) {
  const { query, language } = input;
  return searchNafCodes(context.db, { nomenclature: query.nomenclature, query: query.q, level: query.level, language, limit: query.limit });
}
