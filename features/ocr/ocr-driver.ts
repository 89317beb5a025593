import type { OcrResult } from "#domain/ocr/ocr-fields";

/** What is read: an identity paper or a CV (the two kinds OCR handles). */
export type OcrKind = "identity" | "cv";

/** Reads a document's fields; each provider (local, Mindee) implements it. */
export interface OcrDriver {
  read(input: { bytes: Uint8Array; mimeType: string; kind: OcrKind; fileName: string }): Promise<OcrResult>;
}
