import { runBatch } from "#db/client";
import { insertRegistrationUpload } from "#db/registrations/registration-uploads";
import { DOCUMENT_MESSAGES } from "#domain/documents/document-schemas";
import { REGISTRATION_FILE_MAX_BYTES, type UploadSlot, type UploadSlotRequest } from "#domain/registrations/registration-schemas";
import { uploadTooLarge } from "../uploads/multipart-upload";
import { presignUrl } from "./sigv4-presign";
import { signUploadToken } from "./upload-token";
import { spaceOfLink } from "./public-space";
import type { RegistrationContext } from "./registration-context";

/** How long a signed upload URL works: long enough for 8 MB on a slow mobile link, short enough to be useless once leaked. */
export const UPLOAD_URL_LIFETIME_SECONDS = 15 * 60;
/** How long an uploaded file waits for its registration: a candidate may take their time over the steps. */
export const UPLOAD_KEPT_SECONDS = 24 * 60 * 60;

/** The R2 key of a registration upload: the space, then a random id nobody can guess. */
export function registrationUploadKey(spaceId: number, uploadId: string) {
  return `registrations/${spaceId}/${uploadId}`;
}

/**
 * POST /v1/public/spaces/{url}/uploads: records the upload and hands out a short-lived
 * URL the browser PUTs the file to, straight into R2 (decision 0032). The declared size is refused here
 * above 8 MiB (413); the bytes themselves are checked again when the registration is submitted.
 */
export async function openUploadSlot(context: RegistrationContext, input: { url: string; file: UploadSlotRequest }): Promise<UploadSlot> {
  const space = await spaceOfLink(context, input.url);
  if (input.file.size > REGISTRATION_FILE_MAX_BYTES) throw uploadTooLarge(DOCUMENT_MESSAGES.tooLarge, "size");

  const uploadId = crypto.randomUUID();
  const key = registrationUploadKey(space.id, uploadId);
  const urlExpiresAt = new Date(context.now.getTime() + UPLOAD_URL_LIFETIME_SECONDS * 1000);
  await runBatch(context.db, [
    insertRegistrationUpload(
      context.db,
      {
        id: uploadId,
        space_id: space.id,
        r2_key: key,
        file_name: input.file.file_name,
        declared_size: input.file.size,
        expires_at: new Date(context.now.getTime() + UPLOAD_KEPT_SECONDS * 1000),
      },
      context.now,
    ),
  ]);

  const headers = { "Content-Type": input.file.content_type };
  const uploads = context.registration.uploads;
  let uploadUrl: string;
  if (uploads.driver === "local") {
    const token = await signUploadToken(uploads.signingSecret, {
      uploadId,
      spaceId: space.id,
      maxBytes: input.file.size,
      expiresAt: Math.floor(urlExpiresAt.getTime() / 1000),
    });
    // Path-absolute: the browser resolves it against the page's own origin, whatever port serves it.
    uploadUrl = `/v1/public/uploads/${token}`;
  } else {
    uploadUrl = await presignUrl({
      method: "PUT",
      url: new URL(`https://${uploads.accountId}.r2.cloudflarestorage.com/${uploads.bucket}/${key}`),
      // Signed: R2 refuses a body of another size or type than the one declared here.
      headers: { "Content-Length": String(input.file.size), ...headers },
      accessKeyId: uploads.accessKeyId,
      secretAccessKey: uploads.secretAccessKey,
      region: "auto",
      service: "s3",
      now: context.now,
      expiresInSeconds: UPLOAD_URL_LIFETIME_SECONDS,
    });
  }
  return { upload_id: uploadId, upload_url: uploadUrl, method: "PUT", headers, expires_at: urlExpiresAt.toISOString() };
}
