import { and, eq, isNull } from "drizzle-orm";
import type { BatchItem, Database } from "../client";
import { unchangedVersion } from "../sql/row-version";
import { documents } from "../schema/documents";
import { workerSuggestions } from "../schema/worker-suggestions";
import type { OcrFields, OcrStatus } from "#domain/ocr/ocr-fields";

/** The document an OCR job is about, while it is live and its OCR still pending. */
export async function findPendingOcrDocument(db: Database, target: { documentId: number; spaceId: number }) {
  const [row] = await db
    .select({
      id: documents.id,
      worker_id: documents.worker_id,
      space_id: documents.space_id,
      type: documents.type,
      name: documents.name,
      r2_key: documents.r2_key,
      mime_type: documents.mime_type,
    })
    .from(documents)
    .where(
      and(
        eq(documents.id, target.documentId),
        eq(documents.space_id, target.spaceId),
        isNull(documents.deleted_at),
        eq(documents.ocr_status, "pending"),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The reading's outcome in one batch: the suggestions (one per document and field: a second run adds
 * none) and the document's status, moved only from pending, so two deliveries cannot both conclude.
 */
export function saveOcrOutcomeStatements(
  db: Database,
  document: { id: number; worker_id: number; space_id: number },
  outcome: { status: Exclude<OcrStatus, "pending">; fields: OcrFields; error?: string },
  now: Date,
): BatchItem[] {
  const suggestions = Object.entries(outcome.fields).map(([field, value]) => ({
    space_id: document.space_id,
    worker_id: document.worker_id,
    document_id: document.id,
    field: field as keyof OcrFields,
    value: value!,
    created_at: now,
    updated_at: now,
  }));
  return [
    ...(suggestions.length > 0 ? [db.insert(workerSuggestions).values(suggestions).onConflictDoNothing()] : []),
    db
      .update(documents)
      // The document's version (its ETag) stays: OCR finishing is no edit that should 412 a staff member's.
      .set({ ocr_status: outcome.status, ocr_error: outcome.error ?? null, updated_at: unchangedVersion(documents.updated_at) })
      .where(and(eq(documents.id, document.id), eq(documents.ocr_status, "pending"))),
  ];
}
