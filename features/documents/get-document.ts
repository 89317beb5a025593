import { findDocument } from "#db/documents/find-document";
import { groupBySha, otherWorkersWithSameContent } from "#db/documents/list-documents";
import { notFound } from "#domain/errors/app-error";
import { toDocument, visibleTo, type DocumentsContext, type WorkerScope } from "./documents-context";

export interface DocumentInput extends WorkerScope {
  documentId: number;
}

/** One document (404 when it is not this worker's, or confidential for a mobile app), with its version. */
export async function getDocument(context: DocumentsContext, input: DocumentInput) {
  const scope = visibleTo(context, input);
  const row = await findDocument(context.db, { ...scope, id: input.documentId });
  if (!row) throw notFound();
  const twins = await otherWorkersWithSameContent(context.db, scope, [row.content_sha256]);
  return { document: toDocument(row, groupBySha(twins), context.now), updatedAt: row.updated_at };
}
