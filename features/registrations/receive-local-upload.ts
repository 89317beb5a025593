import { findLiveRegistrationUploads } from "#db/registrations/registration-uploads";
import { DOCUMENT_MESSAGES } from "#domain/documents/document-schemas";
import { AppError } from "#domain/errors/app-error";
import { BodyOverLimit, readLimitedBytes } from "../uploads/limited-body";
import { uploadTooLarge } from "../uploads/multipart-upload";
import { readUploadToken } from "./upload-token";
import type { RegistrationContext } from "./registration-context";

/**
 * PUT /v1/public/uploads/{token}, the local driver's stand-in for R2's presigned PUT (decision 0032):
 * a token this Worker signed, unexpired, naming a live upload of its space; the body read no further
 * than the declared size. Any other token is a 404 that tells nothing.
 */
export async function receiveLocalUpload(
  context: RegistrationContext,
  input: { token: string; request: Request; contentType: string | null },
) {
  const uploads = context.registration.uploads;
  if (uploads.driver !== "local") throw new AppError("not_found", "Resource does not exist");
  const claims = await readUploadToken(uploads.signingSecret, input.token, context.now);
  if (!claims) throw new AppError("not_found", "Resource does not exist");
  const [upload] = await findLiveRegistrationUploads(context.db, claims.spaceId, [claims.uploadId], context.now);
  if (!upload) throw new AppError("not_found", "Resource does not exist");

  let bytes: Uint8Array;
  try {
    bytes = await readLimitedBytes(input.request, claims.maxBytes);
  } catch (error) {
    if (error instanceof BodyOverLimit) throw uploadTooLarge(DOCUMENT_MESSAGES.tooLarge);
    throw error;
  }
  await context.bindings.FILES.put(upload.r2_key, bytes, {
    httpMetadata: { contentType: input.contentType?.slice(0, 100) || "application/octet-stream" },
  });
}
