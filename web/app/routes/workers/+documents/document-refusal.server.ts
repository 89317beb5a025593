import type { ParseKeys } from "i18next";
import { PDF_ERROR_MESSAGE } from "#domain/documents/anonymized-cv-schemas";
import { DOCUMENT_MESSAGES } from "#domain/documents/document-schemas";
import { OCR_MESSAGES } from "#domain/ocr/ocr-fields";
import { errorMessageKey } from "#web/app/lib/error-messages";
import type { RefusalOptions } from "#web/app/lib/forms/refusal.server";

// The documents' refusals in the spec's words (000 §8: 415 "Unsupported file format", "duplicate
// document", "Delete process fail", "OCR saving failed", "PDF download error"), the server's catalogued
// text read as a key, translated on the screen; anything else as every other screen says it.

const KEY_BY_SERVER_MESSAGE: Record<string, ParseKeys> = {
  [DOCUMENT_MESSAGES.duplicate]: "documents.errors.duplicate",
  [DOCUMENT_MESSAGES.unsupportedFormat]: "documents.errors.unsupportedFormat",
  [DOCUMENT_MESSAGES.tooLarge]: "documents.errors.tooLarge",
  [DOCUMENT_MESSAGES.deleteFailed]: "documents.errors.deleteFailed",
  [PDF_ERROR_MESSAGE]: "documents.errors.pdf",
  [OCR_MESSAGES.failed]: "documents.errors.ocrFailed",
  [OCR_MESSAGES.deactivated]: "documents.errors.featureDeactivated",
};

function documentRefusalKey(status: number, serverMessage: string | undefined): ParseKeys {
  const byText = serverMessage ? KEY_BY_SERVER_MESSAGE[serverMessage.trim()] : undefined;
  if (byText) return byText;
  if (status === 409) return "documents.errors.duplicate";
  if (status === 413) return "documents.errors.tooLarge";
  if (status === 415) return "documents.errors.unsupportedFormat";
  return errorMessageKey(status, serverMessage);
}

/** A documents action's refusal: its fields under theirs, and always the documents' message for the whole. */
export const DOCUMENT_REFUSAL: RefusalOptions = {
  formMessages: (error) => [{ key: documentRefusalKey(error.status, error.serverMessage) }],
};

/** The action's own check refused a document's fields: the message the documents give a 422. */
export const DOCUMENT_CHECK_MESSAGE = { key: documentRefusalKey(422, undefined) } as const;
