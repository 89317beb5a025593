import { createRoute } from "@hono/zod-openapi";
import {
  findProfilePictureKey,
  selectProfilePictureKey,
  setProfilePictureKey,
  workerExists,
  workerHasProfilePicture,
} from "#db/workers/worker-profile-picture";
import { AppError } from "#domain/errors/app-error";
import { IMAGE_TYPES, imageTypeOf } from "#domain/files/image-type";
import {
  PROFILE_PICTURE_FIELD,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MESSAGES,
  ProfilePictureSchema,
} from "#domain/files/profile-picture";
import { WorkerIdParamsSchema } from "#domain/workers/worker-schemas";
import { callerRoutes } from "../access/sub-app";
import { activityLogIf } from "../lib/activity";
import { BodyOverLimit, readLimitedBytes } from "../lib/limited-body";
import { notFound } from "../lib/errors";
import { ErrorBodySchema, errorResponses, jsonResponse } from "../lib/openapi";
import { workerScopeFor } from "../lib/worker-access";

// /v1/workers/{id}/profile-picture: the worker's photo (spec 000 §3 "profile_picture", §5 "Profile photo
// must be an image", §8), kept in R2 under a key that is new for every upload. The row is changed
// only once the new object is stored, and the old object deleted only once the row no longer points
// at it: a failure at any step leaves the row on a picture that exists.
export const workerProfilePictureRoutes = callerRoutes();

// The upload reads its own body under 8 MB: access/body-limit.ts lists its path so /v1's 1 MB limit steps aside.

const binary = { schema: { type: "string" as const, format: "binary" } };
const imageContent = Object.fromEntries(IMAGE_TYPES.map((type) => [type, binary]));

function refused(reason: "required" | "not_image") {
  const message = PROFILE_PICTURE_MESSAGES.notImage;
  return new AppError("validation_failed", "Invalid input", { fields: [{ field: PROFILE_PICTURE_FIELD, reason, message }] });
}

function tooLarge() {
  const message = PROFILE_PICTURE_MESSAGES.tooLarge;
  return new AppError("payload_too_large", message, { fields: [{ field: PROFILE_PICTURE_FIELD, reason: "too_large", message }] });
}

/** The body's bytes, read no further than the limit (a missing or lying Content-Length cannot get past it). */
async function readPicture(request: Request): Promise<Uint8Array> {
  try {
    return await readLimitedBytes(request, PROFILE_PICTURE_MAX_BYTES);
  } catch (error) {
    if (error instanceof BodyOverLimit) throw tooLarge();
    throw error;
  }
}

/** Deletes an object the row no longer points at; a failure only leaves an orphan behind, so it is logged, not thrown. */
async function deleteUnreferenced(bucket: R2Bucket, key: string) {
  try {
    await bucket.delete(key);
  } catch (error) {
    console.error("profile picture left in R2", key, error);
  }
}

workerProfilePictureRoutes.openapi(
  createRoute({
    method: "put",
    path: "/{id}/profile-picture",
    tags: ["workers"],
    summary: "Set the worker's profile picture",
    description: `The body is the image itself (not multipart), under 8 MB. Its content decides, not its Content-Type: JPEG, PNG, WebP or GIF are accepted; anything else (or nothing) is refused with 422 on field ${PROFILE_PICTURE_FIELD}, "${PROFILE_PICTURE_MESSAGES.notImage}"; a larger body with 413. Replaces the previous picture.`,
    request: { params: WorkerIdParamsSchema, body: { required: true, content: imageContent } },
    responses: {
      200: jsonResponse(ProfilePictureSchema, "Stored: its detected type, size and a version that changes with each upload"),
      413: jsonResponse(ErrorBodySchema, "Over 8 MB"),
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const target = await workerScopeFor(c, c.req.valid("param").id);
    const bytes = await readPicture(c.req.raw);
    const contentType = imageTypeOf(bytes);
    if (!contentType) throw refused(bytes.byteLength === 0 ? "required" : "not_image");

    const version = crypto.randomUUID();
    const key = `workers/${target.spaceId}/${target.workerId}/profile-${version}`;
    await c.env.FILES.put(key, bytes, { httpMetadata: { contentType } });

    const db = c.get("db");
    let replaced: string | null | undefined;
    try {
      const [[previous], , updated] = await db.batch([
        selectProfilePictureKey(db, target),
        activityLogIf(
          c,
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
      await deleteUnreferenced(c.env.FILES, key);
      throw error;
    }
    if (replaced) await deleteUnreferenced(c.env.FILES, replaced);
    return c.json(ProfilePictureSchema.parse({ content_type: contentType, size: bytes.byteLength, version }), 200);
  },
);

workerProfilePictureRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/profile-picture",
    tags: ["workers"],
    summary: "The worker's profile picture",
    description: "The image bytes with their type (private cache, revalidated with the ETag); 404 when the worker has none.",
    request: { params: WorkerIdParamsSchema },
    responses: {
      200: { content: imageContent, description: "The image" },
      304: { description: "Unchanged since the If-None-Match ETag" },
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const target = await workerScopeFor(c, c.req.valid("param").id);
    const key = await findProfilePictureKey(c.get("db"), target);
    if (!key) throw notFound();
    const object = await c.env.FILES.get(key, { onlyIf: c.req.raw.headers });
    if (!object) throw notFound();
    const headers = {
      ETag: object.httpEtag,
      // Someone's photo: kept by the browser only, and checked again before each use.
      "Cache-Control": "private, no-cache",
      "X-Content-Type-Options": "nosniff",
    };
    if (!("body" in object)) return c.body(null, 304, headers);
    return c.body(object.body, 200, {
      ...headers,
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Length": String(object.size),
    });
  },
);

workerProfilePictureRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/{id}/profile-picture",
    tags: ["workers"],
    summary: "Remove the worker's profile picture",
    description: "404 when the worker has none.",
    request: { params: WorkerIdParamsSchema },
    responses: { 204: { description: "Removed" }, ...errorResponses(401, 404, 422) },
  }),
  async (c) => {
    const target = await workerScopeFor(c, c.req.valid("param").id);
    const db = c.get("db");
    const [[previous], , cleared] = await db.batch([
      selectProfilePictureKey(db, target),
      activityLogIf(
        c,
        { title: "Profile picture removed", type: "delete", schema: "workers", subjectId: target.workerId, spaceId: target.spaceId },
        workerHasProfilePicture(target),
      ),
      setProfilePictureKey(db, target, null),
    ]);
    if (cleared.length === 0 || !previous?.key) throw notFound();
    await deleteUnreferenced(c.env.FILES, previous.key);
    return c.body(null, 204);
  },
);
