import { z } from "zod";
import type { JobDefinition } from "./job-envelope";

/**
 * Read a worker's document by OCR (issue 14 item 4), enqueued by its upload when the space has its ocr
 * flag. Idempotent on the document: it runs only while the document's OCR is pending.
 */
export const OcrReadJob = {
  type: "ocr.read",
  version: 1,
  schema: z.object({ document_id: z.number().int(), space_id: z.number().int() }),
} as const satisfies JobDefinition<z.ZodType>;
