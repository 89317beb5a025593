import { z } from "zod";
import type { ZodType } from "zod";

const FieldErrorSchema = z.object({
  field: z.string(),
  reason: z.string(),
  message: z.string(),
  existing: z.object({ id: z.number().int(), name: z.string() }).optional(),
});

export const ErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.array(FieldErrorSchema).optional() }),
});

export function jsonBody<T extends ZodType>(schema: T) {
  return { content: { "application/json": { schema } }, required: true } as const;
}

export function jsonResponse<T extends ZodType>(schema: T, description: string) {
  return { content: { "application/json": { schema } }, description } as const;
}

const ERROR_DESCRIPTIONS = {
  400: "Malformed request (unreadable JSON)",
  401: "Missing, expired or revoked credentials",
  403: "The caller lacks the permission",
  404: "No such resource in the caller's spaces",
  409: "Conflicts with existing data",
  412: "If-Match names a version that is no longer the stored one: someone changed the row meanwhile; reload it",
  415: "Body is not JSON",
  422: "A field was refused: the answer names each one",
  429: "Too many attempts: retry after the Retry-After delay",
  413: "Body or file over its size limit",
  502: "A provider behind this route (OCR, Turnstile) failed: retry, or go on without it",
} as const;

/** The error answers a route may give, all with the one error body. */
export function errorResponses<S extends keyof typeof ERROR_DESCRIPTIONS>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, jsonResponse(ErrorBodySchema, ERROR_DESCRIPTIONS[status])])) as Record<
    S,
    ReturnType<typeof jsonResponse<typeof ErrorBodySchema>>
  >;
}
