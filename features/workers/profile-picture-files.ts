import { AppError } from "#domain/errors/app-error";
import { PROFILE_PICTURE_FIELD, PROFILE_PICTURE_MESSAGES } from "#domain/files/profile-picture";

// A worker's photo (spec 000 §3 "profile_picture", §5 "Profile photo must be an image", §8), kept in
// R2 under a key that is new for every upload.

export function pictureRefused(reason: "required" | "not_image") {
  const message = PROFILE_PICTURE_MESSAGES.notImage;
  return new AppError("validation_failed", "Invalid input", { fields: [{ field: PROFILE_PICTURE_FIELD, reason, message }] });
}

/** Deletes an object the row no longer points at; a failure only leaves an orphan behind, so it is logged, not thrown. */
export async function deleteUnreferencedPicture(bucket: R2Bucket, key: string) {
  try {
    await bucket.delete(key);
  } catch (error) {
    console.error("profile picture left in R2", key, error);
  }
}
