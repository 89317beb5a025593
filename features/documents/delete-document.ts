import { insertActivityLog } from "#db/activity-logs/insert-activity-log";
import { markDocumentDeleting, removeDeletedDocument, unmarkDocumentDeleting } from "#db/documents/delete-document";
import { DOCUMENT_MESSAGES } from "#domain/documents/document-schemas";
import { AppError } from "#domain/errors/app-error";
import { notFound } from "#domain/errors/app-error";
import { logEntry, visibleTo, type DocumentsContext } from "./documents-context";
import type { DocumentInput } from "./get-document";

/**
 * Removes the row and the file, or neither (spec 001 §4, §8 "Delete process fail"): the row is marked
 * first (hidden), the file deleted, then the row with its log entry. When the file store fails the
 * mark is lifted and the caller gets the spec's delete error, the document still whole.
 */
export async function deleteDocument(context: DocumentsContext, input: DocumentInput): Promise<void> {
  const { db } = context;
  const target = { ...visibleTo(context, input), id: input.documentId };
  const [marked] = await markDocumentDeleting(db, target, context.now);
  if (!marked) throw notFound();
  try {
    await context.bindings.FILES.delete(marked.r2_key);
  } catch (error) {
    console.error("document file could not be deleted", marked.r2_key, error);
    // Lifting the mark fails only if the same content was uploaded again meanwhile: the row then stays
    // hidden beside its object, and the caller still gets the delete error.
    await unmarkDocumentDeleting(db, target.id).catch((unmarkError: unknown) =>
      console.error("document left marked deleting", target.id, unmarkError),
    );
    throw new AppError("internal", DOCUMENT_MESSAGES.deleteFailed);
  }
  await db.batch([
    removeDeletedDocument(db, target.id),
    insertActivityLog(db, logEntry(context, input, { title: "Document removed", type: "delete", changes: { document_id: target.id } })),
  ]);
}
