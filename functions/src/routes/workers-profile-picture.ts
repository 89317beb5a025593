import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { AppError } from "#domain/errors/app-error";
import { IMAGE_TYPES } from "#domain/files/image-type";
import {
  PROFILE_PICTURE_FIELD,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MESSAGES,
  ProfilePictureSchema,
} from "#domain/files/profile-picture";
import { WorkerIdParamsSchema } from "#domain/workers/worker-schemas";
import { callerRoutes } from "../access/sub-app";
import { BodyOverLimit, readLimitedBytes } from "#features/uploads/limited-body";
import { ErrorBodySchema, errorResponses, jsonResponse } from "../lib/openapi";
import { readProfilePicture } from "#features/workers/read-profile-picture";
import { removeProfilePicture } from "#features/workers/remove-profile-picture";
import { setProfilePicture } from "#features/workers/set-profile-picture";

// /v1/workers/{id}/profile-picture: the worker's photo (spec 000 §3 "profile_picture", §5, §8). The
// route reads the body under its own limit and shapes the image answer; the work is in
// operations/workers/*-profile-picture.ts.
export const workerProfilePictureRoutes = callerRoutes();

// The upload reads its own body under 8 MB: access/body-limit.ts lists its path so /v1's 1 MB limit steps aside.

const binary = { schema: { type: "string" as const, format: "binary" } };
const imageContent = Object.fromEntries(IMAGE_TYPES.map((type) => [type, binary]));

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
    const picture = await setProfilePicture(operationContextOf(c), {
      workerId: c.req.valid("param").id,
      readImage: () => readPicture(c.req.raw),
    });
    return c.json(picture, 200);
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
    const object = await readProfilePicture(operationContextOf(c), { workerId: c.req.valid("param").id, onlyIf: c.req.raw.headers });
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
    await removeProfilePicture(operationContextOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  },
);
