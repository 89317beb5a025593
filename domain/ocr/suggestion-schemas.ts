import { z } from "zod";
import { IdParamSchema } from "../validation/id-param";
import { OCR_FIELDS, SUGGESTION_STATUSES } from "./ocr-fields";

export const SuggestionParamsSchema = z.object({ id: IdParamSchema, sid: IdParamSchema });

/** A value OCR read on a document, offered for one field of the worker's profile. */
export const SuggestionSchema = z.object({
  id: z.number().int(),
  worker_id: z.number().int(),
  document_id: z.number().int(),
  field: z.enum(OCR_FIELDS),
  /** In the profile's stored form (E.164, normalised NIR, YYYY-MM-DD). */
  value: z.string(),
  status: z.enum(SUGGESTION_STATUSES),
  created_at: z.string(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;
