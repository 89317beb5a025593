import { deleteRegistrationUploadsById, findPendingRegistrationUpload } from "#db/registrations/registration-uploads";
import { notFound } from "#domain/errors/app-error";
import { spaceOfLink } from "./public-space";
import type { RegistrationContext } from "./registration-context";

/**
 * DELETE /v1/public/spaces/{url}/uploads/{upload_id}: a candidate removes a file they sent before
 * registering (spec 001 §4 "Deleting an uploaded document can fail"). The upload id is the candidate's
 * own random key, never shown to anyone else. The object goes first, then the row: a failure between
 * the two leaves the row, which the nightly sweep clears with its (already gone) object. Another
 * space's upload, a used one or an unknown id is a 404.
 */
export async function withdrawUpload(context: RegistrationContext, input: { url: string; uploadId: string }) {
  const space = await spaceOfLink(context, input.url);
  const upload = await findPendingRegistrationUpload(context.db, space.id, input.uploadId, context.now);
  if (!upload) throw notFound();
  await context.bindings.FILES.delete(upload.r2_key);
  await deleteRegistrationUploadsById(context.db, [upload.id]);
}
