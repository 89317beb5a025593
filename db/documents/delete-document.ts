import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { documents } from "../schema/documents";
import { documentWhere, type DocumentTarget } from "./document-target";

// Deleting is three steps so that a failure leaves both the row and the file (spec 001 §4 "Deleting an
// uploaded document can fail"): the row is first marked (hidden, its content free again), then the
// file goes, then the row. If the file cannot be deleted the mark is lifted.

/** Step 1: marks the document as being deleted; returns its storage key, nothing when it is not there. */
export function markDocumentDeleting(db: Database, target: DocumentTarget, now: Date) {
  return db.update(documents).set({ deleted_at: now }).where(documentWhere(target)).returning({ r2_key: documents.r2_key });
}

/** Undoes step 1 when the file could not be deleted. */
export function unmarkDocumentDeleting(db: Database, id: number) {
  return db
    .update(documents)
    .set({ deleted_at: null })
    .where(and(eq(documents.id, id), isNotNull(documents.deleted_at)));
}

/** Step 3: the row goes once its file is gone. */
export function removeDeletedDocument(db: Database, id: number) {
  return db
    .delete(documents)
    .where(and(eq(documents.id, id), isNotNull(documents.deleted_at)))
    .returning({ id: documents.id });
}

/** Whether a live document has this id (for a log entry's condition). */
export function isLiveDocument(id: number) {
  return and(eq(documents.id, id), isNull(documents.deleted_at));
}
