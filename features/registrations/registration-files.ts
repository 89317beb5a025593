import { findLiveRegistrationUploads, type RegistrationUpload } from "#db/registrations/registration-uploads";
import { DOCUMENT_MESSAGES } from "#domain/documents/document-schemas";
import { AppError, type FieldError } from "#domain/errors/app-error";
import { DOCUMENT_SIGNATURE_BYTES, documentTypeOf, type DocumentMimeType } from "#domain/files/document-type";
import { REGISTRATION_FILE_MAX_BYTES, REGISTRATION_MESSAGES } from "#domain/registrations/registration-schemas";
import type { RegistrationContext } from "./registration-context";

// The files a candidate uploaded, checked as decision 0022 checks a staff upload (size, format by its
// bytes, the same content twice), but read back from R2: the browser sent them straight there, and
// nothing it declared (name, type, size) is trusted.

export interface CheckedFile {
  upload: RegistrationUpload;
  mimeType: DocumentMimeType;
  size: number;
  sha256: string;
}

/** A checked file copied to the document's own key: what the worker's file holds is exactly what was checked. */
export interface StoredFile extends CheckedFile {
  key: string;
}

/** One refused file: 422 naming it, e.g. `documents.2.upload_id`. */
export type FileRefusal = FieldError;

const refusal = (field: string, reason: string, message: string): FileRefusal => ({ field, reason, message });

/** The live uploads of the space named by `uploadIds`, by id; another space's or an expired one is absent. */
export async function liveUploadsOf(context: Pick<RegistrationContext, "db" | "now">, spaceId: number, uploadIds: string[]) {
  if (uploadIds.length === 0) return new Map<string, RegistrationUpload>();
  const rows = await findLiveRegistrationUploads(context.db, spaceId, uploadIds, context.now);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Reads one uploaded file back: its size, its format from the first bytes, and its SHA-256 streamed
 * natively from R2 (no chunk through JavaScript). A refusal names `field`.
 */
export async function checkUploadedFile(files: R2Bucket, upload: RegistrationUpload, field: string): Promise<CheckedFile | FileRefusal> {
  const head = await files.get(upload.r2_key, { range: { offset: 0, length: DOCUMENT_SIGNATURE_BYTES } });
  if (!head) return refusal(field, "not_uploaded", REGISTRATION_MESSAGES.notUploaded);
  const size = head.size;
  const signature = new Uint8Array(await head.arrayBuffer());
  if (size === 0) return refusal(field, "empty", "The file is empty");
  if (size > REGISTRATION_FILE_MAX_BYTES) return refusal(field, "too_large", DOCUMENT_MESSAGES.tooLarge);
  const mimeType = documentTypeOf(signature);
  if (!mimeType) return refusal(field, "unsupported_format", DOCUMENT_MESSAGES.unsupportedFormat);
  const whole = await files.get(upload.r2_key);
  if (!whole) return refusal(field, "not_uploaded", REGISTRATION_MESSAGES.notUploaded);
  const digest = new crypto.DigestStream("SHA-256");
  await whole.body.pipeTo(digest);
  const sha256 = [...new Uint8Array(await digest.digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return { upload, mimeType, size, sha256 };
}

/**
 * Reads one uploaded file whole (at most 8 MiB: one at a time keeps a registration's memory bounded),
 * checks it, and stores those very bytes under `key`. The upload's own object stays writable through its
 * signed URL until that expires; the document never points at it, so nothing can be swapped in after
 * the check.
 */
export async function storeCheckedCopy(
  files: R2Bucket,
  upload: RegistrationUpload,
  field: string,
  key: string,
): Promise<StoredFile | FileRefusal> {
  const object = await files.get(upload.r2_key);
  if (!object) return refusal(field, "not_uploaded", REGISTRATION_MESSAGES.notUploaded);
  if (object.size > REGISTRATION_FILE_MAX_BYTES) {
    await object.body.cancel();
    return refusal(field, "too_large", DOCUMENT_MESSAGES.tooLarge);
  }
  const bytes = new Uint8Array(await object.arrayBuffer());
  if (bytes.byteLength === 0) return refusal(field, "empty", "The file is empty");
  const mimeType = documentTypeOf(bytes.subarray(0, DOCUMENT_SIGNATURE_BYTES));
  if (!mimeType) return refusal(field, "unsupported_format", DOCUMENT_MESSAGES.unsupportedFormat);
  const sha256 = [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
  await files.put(key, bytes, { httpMetadata: { contentType: mimeType } });
  return { upload, mimeType, size: bytes.byteLength, sha256, key };
}

/** Objects nothing points at (a refused or failed registration's copies, spent uploads): a failure only leaves an orphan. */
export async function deleteQuietly(files: R2Bucket, keys: string[]) {
  if (keys.length === 0) return;
  try {
    await files.delete(keys);
  } catch (error) {
    console.error("registration objects left in R2", keys, error);
  }
}

export function isRefusal(result: CheckedFile | FileRefusal): result is FileRefusal {
  return "field" in result;
}

export function refusedFiles(fields: FileRefusal[]) {
  return new AppError("validation_failed", "Invalid input", { fields });
}
