import { listDocuments as listDocumentRows } from "#db/documents/list-documents";
import type { WorkerDocument } from "#domain/documents/document-schemas";
import { toDocument, visibleTo, type DocumentsContext, type WorkerScope } from "./documents-context";

/** A worker's documents with their expiry and possible-duplicate flags; a mobile app's list has no confidential one. */
export async function listDocuments(context: DocumentsContext, input: WorkerScope): Promise<WorkerDocument[]> {
  const { rows, duplicates } = await listDocumentRows(context.db, visibleTo(context, input));
  return rows.map((row) => toDocument(row, duplicates, context.now));
}
