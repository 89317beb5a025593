import type { MiddlewareHandler } from "hono";
import { AppError } from "#domain/errors/app-error";
import { dropBody } from "../lib/drop-body";

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

/**
 * A body limit (Hono's `bodyLimit`, which also counts a chunked body as it arrives, where a
 * Content-Length check alone let it through), that drops the rest of a body it refuses: the client's
 * bytes left unread would leave its connection unusable for the next request (decision 0043). A body
 * refused by its declared length is dropped by the error handler, untouched.
 */
export function limitBodyTo(maxSize: number): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    if (!request.body) return next();
    const declared = request.headers.get("Content-Length");
    if (declared !== null && !request.headers.has("Transfer-Encoding")) {
      if (Number.parseInt(declared, 10) > maxSize) throw new AppError("payload_too_large", "Request body too large");
      return next();
    }
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        await dropBody(reader);
        throw new AppError("payload_too_large", "Request body too large");
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(request, { body });
    return next();
  };
}

const limitJsonBody = limitBodyTo(MAX_BODY_BYTES);

/** Every sub-app's body limit, with `.use("*", limitBody)`. */
export const limitBody: MiddlewareHandler = async (c, next) => {
  if (OWN_LIMIT_UPLOAD_PATHS.some((path) => path.test(c.req.path))) return next();
  return limitJsonBody(c, next);
};
