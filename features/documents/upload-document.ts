import { insertActivityLog } from "#db/activity-logs/insert-activity-log";
import { insertDocument } from "#db/documents/insert-document";
import { groupBySha, otherWorkersWithSameContent } from "#db/documents/list-documents";
import { getSpace } from "#db/spaces/get-space";
import { uniqueViolationColumns } from "#db/unique-violation";
import { enqueueJob } from "#features/jobs/enqueue-job";
import { OcrReadJob } from "#features/documents/read-document-ocr";
import { isOcrType } from "#domain/ocr/ocr-fields";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, type DocumentUploadFields, type WorkerDocument } from "#domain/documents/document-schemas";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import { DOCUMENT_SIGNATURE_BYTES, documentTypeOf, type DocumentMimeType } from "#domain/files/document-type";
import { uploadTooLarge } from "../uploads/multipart-upload";
import { logEntry, toDocument, visibleTo, type DocumentsContext, type WorkerScope } from "./documents-context";

// Upload a worker's document (spec 000 §3, §5). The file is streamed into R2
// under a random key while its SHA-256 is computed from the same bytes alongside; the row is written afterwards, and the
// unique index on the worker's contents decides whether it lands: the same content twice on one file
// (or recto = verso) is a 409 and the stored object is deleted again, so nothing is left in R2.

export interface UploadDocumentInput extends WorkerScope {
  file: File;
  fields: DocumentUploadFields;
}

export function duplicateDocument() {
  const message = DOCUMENT_MESSAGES.duplicate;
  return new AppError("conflict", message, { fields: [{ field: "file", reason: "duplicate", message }] });
}

export function unsupportedFormat() {
  return new AppError("unsupported_media_type", DOCUMENT_MESSAGES.unsupportedFormat, {
    fields: [{ field: "file", reason: "unsupported_format", message: DOCUMENT_MESSAGES.unsupportedFormat }],
  });
}

export async function uploadDocument(context: DocumentsContext, input: UploadDocumentInput): Promise<WorkerDocument> {
  const { file, fields } = input;
  if (fields.confidential && context.caller.mobileApp) throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
  if (file.size > DOCUMENT_MAX_BYTES) throw uploadTooLarge(DOCUMENT_MESSAGES.tooLarge);
  if (file.size === 0) {
    throw new AppError("validation_failed", "Invalid input", {
      fields: [{ field: "file", reason: "empty", message: "The file is empty" }],
    });
  }
  const mimeType = documentTypeOf(new Uint8Array(await file.slice(0, DOCUMENT_SIGNATURE_BYTES).arrayBuffer()));
  if (!mimeType) throw unsupportedFormat();

  // A random UUID: nobody can guess another document's key, even knowing the worker and the space.
  const key = `documents/${input.spaceId}/${input.workerId}/${crypto.randomUUID()}`;
  const { db } = context;
  const [sha256, space] = await Promise.all([storeHashed(context.bindings.FILES, key, file, mimeType), getSpace(db, input.spaceId)]);
  const readByOcr = Boolean(space?.ocr_enabled) && isOcrType(fields.type);

  let row;
  try {
    const [[inserted]] = await db.batch([
      insertDocument(
        db,
        {
          space_id: input.spaceId,
          worker_id: input.workerId,
          type: fields.type,
          name: fields.name ?? (file.name.trim().slice(0, 255) || fields.type),
          r2_key: key,
          content_sha256: sha256,
          mime_type: mimeType,
          size_bytes: file.size,
          valid_from: fields.valid_from ?? null,
          valid_until: fields.valid_until ?? null,
          card_number: fields.card_number ?? null,
          delivering_organization: fields.delivering_organization ?? null,
          confidential: fields.confidential ?? false,
          uploaded_by_user_id: context.caller.id,
          ocr_status: readByOcr ? "pending" : null,
        },
        context.now,
      ),
      insertActivityLog(
        db,
        logEntry(context, input, {
          title: "Document added",
          type: "create",
          changes: {
            type: fields.type,
            mime_type: mimeType,
            size_bytes: file.size,
            content_sha256: sha256,
            confidential: fields.confidential ?? false,
          },
        }),
      ),
    ]);
    row = inserted!;
  } catch (error) {
    // Nothing points at the object: it goes, whatever refused the row.
    await deleteQuietly(context.bindings.FILES, key);
    if (uniqueViolationColumns(error, "documents").includes("content_sha256")) throw duplicateDocument();
    throw error;
  }
  // After the row exists: the job finds it pending. A lost enqueue leaves it pending, nothing worse.
  if (readByOcr) await enqueueJob(context.bindings.JOBS, OcrReadJob, { document_id: row.id, space_id: input.spaceId });
  const twins = await otherWorkersWithSameContent(db, visibleTo(context, input), [sha256]);
  return toDocument(row, groupBySha(twins), context.now);
}

/**
 * Streams the file into R2 while streaming it through SHA-256; returns the lower-case hex digest. Both
 * read the parsed part natively (no chunk passes through JavaScript), side by side.
 */
async function storeHashed(files: R2Bucket, key: string, file: File, contentType: DocumentMimeType): Promise<string> {
  const digest = new crypto.DigestStream("SHA-256");
  await Promise.all([file.stream().pipeTo(digest), files.put(key, file, { httpMetadata: { contentType } })]);
  return [...new Uint8Array(await digest.digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** An object nothing points at: a failure to delete it only leaves an orphan, so it is logged, not thrown. */
async function deleteQuietly(files: R2Bucket, key: string) {
  try {
    await files.delete(key);
  } catch (error) {
    console.error("document object left in R2", key, error);
  }
}
