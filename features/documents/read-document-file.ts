import { findDocument } from "#db/documents/find-document";
import { EXTENSION_BY_MIME_TYPE, type DocumentMimeType } from "#domain/files/document-type";
import { notFound } from "#domain/errors/app-error";
import { visibleTo, type DocumentsContext } from "./documents-context";
import type { DocumentInput } from "./get-document";

/** The stored bytes of a document and the name to download them under (404 as for the document itself). */
export async function readDocumentFile(context: DocumentsContext, input: DocumentInput) {
  const row = await findDocument(context.db, { ...visibleTo(context, input), id: input.documentId });
  if (!row) throw notFound();
  const object = await context.bindings.FILES.get(row.r2_key);
  if (!object) throw notFound();
  return { object, mimeType: row.mime_type as DocumentMimeType, downloadName: downloadNameOf(row.name, row.mime_type as DocumentMimeType) };
}

/** The document's name with the extension of its real format (a "CV" PDF downloads as "CV.pdf"). */
export function downloadNameOf(name: string, mimeType: DocumentMimeType): string {
  const extension = EXTENSION_BY_MIME_TYPE[mimeType];
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not carry
  const base = name.replace(/[\\/\u0000-\u001f\u007f]/g, "_").trim() || "document";
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}
