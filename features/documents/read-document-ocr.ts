import { runBatch, type Database } from "#db/client";
import { findPendingOcrDocument, saveOcrOutcomeStatements } from "#db/suggestions/ocr-document";
import { OCR_CV_TYPES, OCR_MESSAGES, ocrFieldsAt } from "#domain/ocr/ocr-fields";
import { z } from "zod";
import type { OcrDriver } from "../ocr/ocr-driver";
import { createOcrDriver } from "../ocr/create-ocr-driver";
import { readOcrConfig } from "../ocr/ocr-config";
import { defineJob, RETRY } from "../jobs/define-job";
import { RetryableJobError } from "../jobs/job-errors";

export interface OcrJobContext {
  db: Database;
  files?: R2Bucket;
  /** Built only when a document is really read: a missing key fails this job, not the e-mails. */
  ocrDriver: () => OcrDriver;
  /** The delivery's attempt (1 for the first); the last retryable failure is recorded like any other. */
  attempts: number;
  /** The job's instant: a birth date read as later than it is dropped. */
  now: Date;
}

/** At this attempt a retryable failure (Mindee down) is recorded, before the queue gives up. */
export const OCR_LAST_ATTEMPT = RETRY.provider.maxAttempts;

const cvTypes: readonly string[] = OCR_CV_TYPES;

/**
 * Reads a document and saves what it found as suggestions for the worker's profile.
 * Runs once per document: only while its OCR is pending. A failure keeps the document and records the
 * spec's "OCR saving failed" on it; only a retryable one before the last attempt is thrown to retry.
 */
export async function readDocumentOcr(context: OcrJobContext, input: { documentId: number; spaceId: number }): Promise<void> {
  const { db } = context;
  const document = await findPendingOcrDocument(db, input);
  if (!document) return;
  try {
    const object = await context.files?.get(document.r2_key);
    if (!object) throw new Error(`document ${document.id}: no file at its key`);
    const result = await context.ocrDriver().read({
      bytes: new Uint8Array(await object.arrayBuffer()),
      mimeType: document.mime_type,
      kind: cvTypes.includes(document.type) ? "cv" : "identity",
      fileName: document.name,
    });
    const fields = ocrFieldsAt(result.fields, context.now);
    await runBatch(db, saveOcrOutcomeStatements(db, document, { status: result.noText ? "no_text" : "done", fields }, context.now));
  } catch (error) {
    if (error instanceof RetryableJobError && context.attempts < OCR_LAST_ATTEMPT) throw error;
    console.error(`OCR of document ${document.id} failed`, error);
    await runBatch(db, saveOcrOutcomeStatements(db, document, { status: "failed", fields: {}, error: OCR_MESSAGES.failed }, context.now));
  }
}

/**
 * Read a worker's document by OCR, enqueued by its upload when the space has its ocr flag. Idempotent
 * on the document: it runs only while the document's OCR is pending.
 */
export const OcrReadJob = defineJob({
  type: "ocr.read",
  version: 1,
  schema: z.object({ document_id: z.number().int(), space_id: z.number().int() }),
  retry: RETRY.provider,
  idempotencyKey: (payload) => `ocr.read:${payload.document_id}`,
  handle: (payload, context) =>
    readDocumentOcr(
      { ...context, files: context.env.FILES, ocrDriver: () => createOcrDriver(readOcrConfig(context.env)) },
      { documentId: payload.document_id, spaceId: payload.space_id },
    ),
});
