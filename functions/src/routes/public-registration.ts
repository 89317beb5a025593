import { registrationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { createMiddleware } from "hono/factory";
import { AppError } from "#domain/errors/app-error";
import {
  ExpressReadingRequestSchema,
  UploadIdSchema,
  ExpressReadingSchema,
  PublicSpaceSchema,
  REGISTRATION_MESSAGES,
  RegistrationAnswerSchema,
  RegistrationSchema,
  REGISTRATION_FILE_MAX_BYTES,
  SpaceUrlParamsSchema,
  UploadSlotRequestSchema,
  UploadSlotSchema,
} from "#domain/registrations/registration-schemas";
import { openRoutes } from "../access/sub-app";
import { limitBodyTo } from "../access/body-limit";
import { limitPerClient } from "../access/public-rate-limit";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { workerCreateHook } from "../lib/worker-validation-hook";
import { getPublicSpace, spaceOfLink } from "#features/registrations/public-space";
import type { AppEnv } from "../context";
import { openUploadSlot } from "#features/registrations/open-upload-slot";
import { readExpressCv } from "#features/registrations/read-express-cv";
import { receiveLocalUpload } from "#features/registrations/receive-local-upload";
import { submitRegistration } from "#features/registrations/submit-registration";
import { UPLOAD_URL_LIFETIME_SECONDS } from "#features/registrations/open-upload-slot";
import { withdrawUpload } from "#features/registrations/withdraw-upload";

// /v1/public: the candidates' registration with an agency, from its link (spec 001 §1–§5;
// decision 0032). No caller: every route is counted per client address (429 with Retry-After), JSON
// bodies are small, and nothing about a candidate is ever answered.
export const publicRegistrationRoutes = openRoutes();

/** A registration is a few kilobytes of JSON: far below the API's 1 MB. */
const PUBLIC_JSON_MAX_BYTES = 64 * 1024;
const limitPublicJson = limitBodyTo(PUBLIC_JSON_MAX_BYTES);

/**
 * An unknown, deleted or malformed agency link answers 404 before its body is read or judged (decision
 * 0043): a stranger learns nothing of the body's rules from a link that leads nowhere.
 */
const knownAgency = createMiddleware<AppEnv>(async (c, next) => {
  const url = SpaceUrlParamsSchema.safeParse({ url: c.req.param("url") });
  if (!url.success) throw new AppError("not_found", REGISTRATION_MESSAGES.noSpaceMatches);
  await spaceOfLink(registrationContextOf(c), url.data.url);
  await next();
});

publicRegistrationRoutes.get("/spaces/:url", limitPerClient("PUBLIC_READ_RATE_LIMIT", "public-space"));
publicRegistrationRoutes.post(
  "/spaces/:url/uploads",
  limitPerClient("PUBLIC_UPLOAD_RATE_LIMIT", "upload-slot"),
  knownAgency,
  limitPublicJson,
);
publicRegistrationRoutes.put("/uploads/:token", limitPerClient("PUBLIC_UPLOAD_RATE_LIMIT", "upload-put"));
publicRegistrationRoutes.delete(
  "/spaces/:url/uploads/:upload_id",
  limitPerClient("PUBLIC_UPLOAD_RATE_LIMIT", "upload-withdraw"),
  knownAgency,
);
publicRegistrationRoutes.post(
  "/spaces/:url/registrations",
  limitPerClient("PUBLIC_SUBMIT_RATE_LIMIT", "registration"),
  knownAgency,
  limitPublicJson,
);
publicRegistrationRoutes.post(
  "/spaces/:url/express-readings",
  limitPerClient("PUBLIC_SUBMIT_RATE_LIMIT", "express-reading"),
  knownAgency,
  limitPublicJson,
);

const rateLimited = "Counted per client address (CF-Connecting-IP): 429 with Retry-After past the limit (decision 0032).";

publicRegistrationRoutes.openapi(
  createRoute({
    method: "get",
    path: "/spaces/{url}",
    tags: ["public registration"],
    summary: "An agency's public face, found by its registration link",
    description: `Name, city, the registration features it has (spec 001 §5: express and ocr need the space's ocr flag) and the Turnstile site key. 404 for an unknown or deleted agency. ${rateLimited}`,
    security: [],
    request: { params: SpaceUrlParamsSchema },
    responses: { 200: jsonResponse(PublicSpaceSchema, "The agency"), ...errorResponses(404, 422, 429) },
  }),
  async (c) => c.json(await getPublicSpace(registrationContextOf(c), c.req.valid("param").url), 200),
);

publicRegistrationRoutes.openapi(
  createRoute({
    method: "post",
    path: "/spaces/{url}/uploads",
    tags: ["public registration"],
    summary: "A short-lived signed URL to PUT one registration file to",
    description:
      `Send the raw bytes with PUT to upload_url, adding the given headers, before expires_at (${UPLOAD_URL_LIFETIME_SECONDS / 60} minutes). ` +
      `Locally a Worker route (PUT /v1/public/uploads/{token}), deployed R2's S3 presigned URL. A size over ${REGISTRATION_FILE_MAX_BYTES} bytes is 413; ` +
      `format, size and duplicates are checked again from the stored bytes when the registration is submitted. ${rateLimited}`,
    security: [],
    request: { params: SpaceUrlParamsSchema, body: jsonBody(UploadSlotRequestSchema) },
    responses: { 201: jsonResponse(UploadSlotSchema, "Where to send the file"), ...errorResponses(400, 404, 413, 415, 422, 429) },
  }),
  async (c) => c.json(await openUploadSlot(registrationContextOf(c), { url: c.req.valid("param").url, file: c.req.valid("json") }), 201),
);

publicRegistrationRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/spaces/{url}/uploads/{upload_id}",
    tags: ["public registration"],
    summary: "Remove a file sent for a registration, before registering",
    description: `The file and its upload slot are deleted. 404 for an unknown, expired or already used upload, or another agency's. ${rateLimited}`,
    security: [],
    request: { params: SpaceUrlParamsSchema.extend({ upload_id: UploadIdSchema }) },
    responses: { 204: { description: "Removed" }, ...errorResponses(404, 422, 429) },
  }),
  async (c) => {
    const { url, upload_id: uploadId } = c.req.valid("param");
    await withdrawUpload(registrationContextOf(c), { url, uploadId });
    return c.body(null, 204);
  },
);

publicRegistrationRoutes.openapi(
  createRoute({
    method: "put",
    path: "/uploads/{token}",
    tags: ["public registration"],
    summary: "The local driver's signed upload URL (development and tests)",
    description: `The raw bytes of one file, at most the size declared for this upload (413 beyond, counted as they arrive). A forged, altered or expired token is 404. Deployed, upload_url is R2's own presigned URL instead. ${rateLimited}`,
    security: [],
    request: { params: z.object({ token: z.string().max(512) }) },
    responses: { 204: { description: "Stored" }, ...errorResponses(404, 413, 422, 429) },
  }),
  async (c) => {
    await receiveLocalUpload(registrationContextOf(c), {
      token: c.req.valid("param").token,
      request: c.req.raw,
      contentType: c.req.header("Content-Type") ?? null,
    });
    return c.body(null, 204);
  },
);

publicRegistrationRoutes.openapi(
  createRoute({
    method: "post",
    path: "/spaces/{url}/registrations",
    tags: ["public registration"],
    summary: "Register a candidate with the agency",
    description:
      "The payload fields of spec 001 §3 with the /v1/workers rules, the uploaded documents (a resume, type cv, is mandatory; an id_card has a side), the route taken and the Turnstile token. " +
      "404 for an unknown agency, before the body is judged. 201 with the registration's reference (an opaque code, also in the agency's notification); 422 names each refused field (documents.N.upload_id for a file: unknown or expired upload, unsupported format, too large, duplicate document; turnstile_token when Turnstile refuses); " +
      `409 "email or mobile_phone_number already taken" when the agency already has that candidate, said only once Turnstile passed and the files were checked; 502 when Turnstile cannot be reached. ${rateLimited}`,
    security: [],
    request: { params: SpaceUrlParamsSchema, body: jsonBody(RegistrationSchema) },
    responses: {
      201: jsonResponse(RegistrationAnswerSchema, "Registered: the agency will be in touch"),
      ...errorResponses(400, 404, 409, 413, 415, 422, 429, 502),
    },
  }),
  async (c) =>
    c.json(await submitRegistration(registrationContextOf(c), { url: c.req.valid("param").url, registration: c.req.valid("json") }), 201),
  workerCreateHook,
);

publicRegistrationRoutes.openapi(
  createRoute({
    method: "post",
    path: "/spaces/{url}/express-readings",
    tags: ["public registration"],
    summary: "Read an uploaded CV to prefill the express registration",
    description:
      `Synchronous OCR of the upload (the local driver reads a PDF's text), behind a Turnstile token (turnstile_token: 422 on that field when missing or refused). ` +
      `An upload is read once: a second call answers the first reading without asking the provider again. Each reading counts against the space's daily OCR budget (ocr_daily_budget): 403 naming it once spent. ` +
      `404 for an unknown agency, before the body is judged; 403 "Feature deactivated" without the space's ocr flag; 422 on upload_id when nothing could be read; 502 when the OCR provider failed. The page then falls back to the standard registration. ${rateLimited}`,
    security: [],
    request: { params: SpaceUrlParamsSchema, body: jsonBody(ExpressReadingRequestSchema) },
    responses: { 200: jsonResponse(ExpressReadingSchema, "What the CV gave"), ...errorResponses(400, 403, 404, 413, 415, 422, 429, 502) },
  }),
  async (c) =>
    c.json(
      await readExpressCv(registrationContextOf(c), {
        url: c.req.valid("param").url,
        uploadId: c.req.valid("json").upload_id,
        turnstileToken: c.req.valid("json").turnstile_token,
      }),
      200,
    ),
);
