import { selectProfilePictureKey, setProfilePictureKey, workerExists } from "#db/workers/worker-profile-picture";
import { imageTypeOf } from "#domain/files/image-type";
import { ProfilePictureSchema, type ProfilePicture } from "#domain/files/profile-picture";
import { notFound } from "#domain/errors/app-error";
import { activityLogIf } from "../activity-logs/activity-log";
import type { OperationContext } from "../operation-context";
import { deleteUnreferencedPicture, pictureRefused } from "./profile-picture-files";
import { workerScope } from "./worker-scope";

/**
 * Sets a worker's profile picture from the image's bytes (read by `readImage`, under the upload's limit): its content decides (JPEG, PNG, WebP, GIF),
 * not a declared type; 422 otherwise. The row is changed only once the new object is stored, and the
 * old object deleted only once the row no longer points at it: a failure at any step leaves the row
 * on a picture that exists.
 */
export async function setProfilePicture(
  context: OperationContext,
  input: { workerId: number; readImage: () => Promise<Uint8Array> },
): Promise<ProfilePicture> {
  const { db, bindings } = context;
  const target = await workerScope(context, input.workerId);
  // Read once the worker is known to be the caller's: an unknown one answers 404 before any byte is read.
  const bytes = await input.readImage();
  const contentType = imageTypeOf(bytes);
  if (!contentType) throw pictureRefused(bytes.byteLength === 0 ? "required" : "not_image");

  const version = crypto.randomUUID();
  const key = `workers/${target.spaceId}/${target.workerId}/profile-${version}`;
  await bindings.FILES.put(key, bytes, { httpMetadata: { contentType } });

  let replaced: string | null | undefined;
  try {
    const [[previous], , updated] = await db.batch([
      selectProfilePictureKey(db, target),
      activityLogIf(
        context,
        {
          title: "Profile picture changed",
          type: "update",
          schema: "workers",
          subjectId: target.workerId,
          spaceId: target.spaceId,
          changes: { profile_picture: { content_type: contentType, size: bytes.byteLength } },
        },
        workerExists(target),
      ),
      setProfilePictureKey(db, target, key),
    ]);
    if (updated.length === 0) throw notFound();
    replaced = previous?.key;
  } catch (error) {
    // Nothing points at the new object: it goes, and the row keeps its previous picture.
    await deleteUnreferencedPicture(bindings.FILES, key);
    throw error;
  }
  if (replaced) await deleteUnreferencedPicture(bindings.FILES, replaced);
  return ProfilePictureSchema.parse({ content_type: contentType, size: bytes.byteLength, version });
}
