import { getSpace } from "#db/spaces/get-space";
import type { Database } from "#db/client";
import { AppError } from "#domain/errors/app-error";
import { OCR_MESSAGES } from "#domain/ocr/ocr-fields";
import { SuggestionSchema, type Suggestion } from "#domain/ocr/suggestion-schemas";
import type { workerSuggestions } from "#db/schema/worker-suggestions";

/** Spec 001 §5: without its ocr flag a space sees the feature deactivated (403), not an empty list. */
export async function requireOcrSpace(db: Database, spaceId: number) {
  const space = await getSpace(db, spaceId);
  if (!space?.ocr_enabled) throw new AppError("forbidden", OCR_MESSAGES.deactivated);
}

export function toSuggestion(row: typeof workerSuggestions.$inferSelect): Suggestion {
  return SuggestionSchema.parse({ ...row, created_at: row.created_at.toISOString() });
}
