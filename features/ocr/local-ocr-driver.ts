import { extractText, getDocumentProxy } from "unpdf";
import { ocrFieldsFromText } from "#domain/ocr/ocr-fields";
import type { OcrDriver } from "./ocr-driver";

/**
 * Reads nothing but a PDF's own text layer (unpdf): enough for a CV written on a computer and for
 * development. An image has no text without real OCR, and says so honestly rather than guessing.
 */
export function createLocalOcrDriver(): OcrDriver {
  return {
    async read({ bytes, mimeType }) {
      if (mimeType !== "application/pdf") return { fields: {}, noText: true };
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      const { text } = await extractText(pdf, { mergePages: true });
      if (!text.trim()) return { fields: {}, noText: true };
      return { fields: ocrFieldsFromText(text), noText: false };
    },
  };
}
