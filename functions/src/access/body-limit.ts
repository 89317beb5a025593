import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "#domain/errors/app-error";

/** A /v1 request body's limit: JSON forms are far smaller; a larger body is a mistake or an attack. */
export const MAX_BODY_BYTES = 1_000_000;

/**
 * Uploads that read their body themselves under a larger limit of their own (spec 000: pictures under
 * 8 MB). Sub-apps mounted on the same prefix share their middleware, so the 1 MB limit must step aside
 * for these paths rather than be raised by the upload's route.
 */
export const OWN_LIMIT_UPLOAD_PATHS: readonly RegExp[] = [
  /^\/v1\/workers\/[^/]+\/profile-picture$/,
  // Worker documents: counted by their own reader up to 8 MiB (functions/src/lib/limited-body.ts).
  /^\/v1\/workers\/[^/]+\/documents$/,
  // Registration files through the local signed URL (decision 0032): counted up to their declared size.
  /^\/v1\/public\/uploads\/[^/]+$/,
];

const limitJsonBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new AppError("payload_too_large", "Request body too large");
  },
});

/**
 * Every sub-app's body limit, with `.use("*", limitBody)`. Hono's `bodyLimit` checks Content-Length
 * and also counts a chunked body as it arrives, which a Content-Length check alone let through.
 */
export const limitBody: MiddlewareHandler = async (c, next) => {
  if (OWN_LIMIT_UPLOAD_PATHS.some((path) => path.test(c.req.path))) return next();
  return limitJsonBody(c, next);
};
