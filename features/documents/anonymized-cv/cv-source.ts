import { findDocument } from "#db/documents/find-document";
import { findWorkerIdentity } from "#db/workers/find-worker-identity";
import { DEFAULT_ANONYMIZATION_LIST, PDF_ERROR_MESSAGE, type AnonymizationPreview } from "#domain/documents/anonymized-cv-schemas";
import { AppError } from "#domain/errors/app-error";
import { notFound } from "#domain/errors/app-error";
import { visibleTo, type DocumentsContext } from "../documents-context";
import type { DocumentInput } from "../get-document";
import { readTextLayout } from "./cv-text-layout";
import { findAnonymizedAreas } from "./find-anonymized-areas";
import type { CvSource } from "./write-anonymized-pdf";

// The CV an anonymisation starts from: a CV document of the worker (PDF, PNG or JPEG), read once, with
// the areas the proposal anonymisation list finds on it.

/** The document types staff anonymise: a CV, or an anonymised one again to hide more. */
export const ANONYMIZABLE_TYPES: readonly string[] = ["cv", "active_proposal_cv", "anonymized_cv"];

/** Spec 000 §8 "PDF download error": this document cannot give an anonymised PDF. */
export function pdfError(reason: string) {
  return new AppError("validation_failed", PDF_ERROR_MESSAGE, { fields: [{ field: "document_id", reason, message: PDF_ERROR_MESSAGE }] });
}

export async function readCvSource(context: DocumentsContext, input: DocumentInput) {
  const scope = visibleTo(context, input);
  const [row, worker] = await Promise.all([
    findDocument(context.db, { ...scope, id: input.documentId }),
    findWorkerIdentity(context.db, input),
  ]);
  if (!row || !worker) throw notFound();
  if (!ANONYMIZABLE_TYPES.includes(row.type)) throw pdfError("not_a_cv");
  if (row.mime_type !== "application/pdf" && row.mime_type !== "image/png" && row.mime_type !== "image/jpeg") {
    // A word-processor file has no layout a Worker can read: staff export it as PDF first.
    throw pdfError("unsupported_format");
  }
  const object = await context.bindings.FILES.get(row.r2_key);
  if (!object) throw notFound();
  const bytes = new Uint8Array(await object.arrayBuffer());
  // Spec 001 §3: the space's proposal anonymisation list; no space sets its own yet, so its default.
  const list = DEFAULT_ANONYMIZATION_LIST;
  if (row.mime_type !== "application/pdf") {
    const source: CvSource = { kind: "image", bytes, mimeType: row.mime_type };
    const size = imageSize(bytes);
    const preview: AnonymizationPreview = { kind: "image", pages: [{ ...size, lines: [] }], found: [] };
    return { row, source, preview };
  }
  let pages;
  try {
    pages = await readTextLayout(bytes);
  } catch {
    throw pdfError("unreadable");
  }
  const found = findAnonymizedAreas(pages, worker, list);
  const source: CvSource = { kind: "pdf", pages };
  const preview: AnonymizationPreview = { kind: "pdf", pages, found };
  return { row, source, preview };
}

/** A PNG's or JPEG's size in pixels, read from its header (the preview's page is the picture). */
export function imageSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0x89 && bytes.length >= 24) return { width: view.getUint32(16), height: view.getUint32(20) };
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) break;
    const marker = bytes[offset + 1]!;
    const length = view.getUint16(offset + 2);
    // Start-of-frame markers (not DHT, JPG, DAC) carry the height then the width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
    }
    offset += 2 + length;
  }
  throw pdfError("unreadable");
}
