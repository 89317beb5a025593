import { insertActivityLogIf } from "#db/activity-logs/insert-activity-log";
import { documentExists } from "#db/documents/document-target";
import { findDocument } from "#db/documents/find-document";
import { groupBySha, otherWorkersWithSameContent } from "#db/documents/list-documents";
import { updateDocument as updateDocumentRow } from "#db/documents/update-document";
import { versionIn } from "#db/sql/row-version";
import { documents } from "#db/schema/documents";
import type { DocumentUpdate } from "#domain/documents/document-schemas";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { changedMeanwhile } from "#features/versions/row-version";
import { notFound } from "#domain/errors/app-error";
import { logEntry, toDocument, visibleTo, type DocumentsContext } from "./documents-context";
import type { DocumentInput } from "./get-document";

export interface UpdateDocumentInput extends DocumentInput {
  changes: DocumentUpdate;
  /** The versions If-Match names (decision 0013), or undefined: last writer wins. */
  expectedVersions: number[] | undefined;
}

/** Edits a document's fields, only on the version If-Match names (else 412), with its log entry in the same batch. */
export async function updateDocument(context: DocumentsContext, input: UpdateDocumentInput) {
  const { changes } = input;
  if (changes.confidential !== undefined && context.caller.mobileApp) throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
  const target = { ...visibleTo(context, input), id: input.documentId };
  const { db } = context;
  const current = await findDocument(db, target);
  if (!current) throw notFound();
  const validFrom = changes.valid_from !== undefined ? changes.valid_from : current.valid_from;
  const validUntil = changes.valid_until !== undefined ? changes.valid_until : current.valid_until;
  if (validFrom && validUntil && validUntil < validFrom) {
    throw new AppError("validation_failed", "Invalid input", {
      fields: [{ field: "valid_until", reason: "custom", message: "valid_until_before_valid_from" }],
    });
  }
  const sameVersion = versionIn(documents.updated_at, input.expectedVersions);
  const [, [updated]] = await db.batch([
    insertActivityLogIf(
      db,
      logEntry(context, input, { title: "Document updated", type: "update", changes: { document_id: target.id, ...changes } }),
      documentExists(target, sameVersion),
    ),
    updateDocumentRow(db, target, changes, context.now, sameVersion),
  ]);
  if (!updated) throw (await findDocument(db, target)) ? changedMeanwhile() : notFound();
  const twins = await otherWorkersWithSameContent(db, target, [updated.content_sha256]);
  return { document: toDocument(updated, groupBySha(twins), context.now), updatedAt: updated.updated_at };
}
