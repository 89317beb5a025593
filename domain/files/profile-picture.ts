import { z } from "zod";
import { IMAGE_TYPES } from "./image-type";

// The worker's profile picture (spec 000 §3 Worker profile "profile_picture"; §5 "Profile photo must
// be an image"; uploads under 8 MB), shared by /v1 and the screen's own check before sending.

/** Spec 000 "Uploads under 8 MB". */
export const PROFILE_PICTURE_MAX_BYTES = 8 * 1024 * 1024;

/** The messages /v1 refuses a picture with; the web app maps them by their text, so they stay stable. */
export const PROFILE_PICTURE_MESSAGES = {
  // Spec 000 §8, word for word.
  notImage: "Profile document must be an image",
  tooLarge: "Profile picture must be under 8 MB",
} as const;

/** The field a refused picture is reported on. */
export const PROFILE_PICTURE_FIELD = "profile_picture";

/** What PUT /v1/workers/{id}/profile-picture answers: the stored picture; `version` changes with each upload. */
export const ProfilePictureSchema = z.object({
  content_type: z.enum(IMAGE_TYPES),
  size: z.number().int().positive(),
  version: z.string().min(1),
});
export type ProfilePicture = z.infer<typeof ProfilePictureSchema>;
