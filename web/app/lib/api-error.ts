import { z } from "zod";
import type { FieldError } from "#domain/errors/app-error";

/** One refused field of a /v1 answer, the domain's `FieldError` (its stable reason, its code in `message`). */
const FieldErrorSchema: z.ZodType<FieldError> = z.object({
  field: z.string(),
  reason: z.string(),
  message: z.string(),
  existing: z.object({ id: z.number(), name: z.string() }).optional(),
});

/** The body every failed /v1 call answers with (CONVENTIONS §4). */
export const ApiErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.array(FieldErrorSchema).optional() }),
});

/** A /v1 call that failed: `status` 0 means the request never got an answer (network failure). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly fields: FieldError[];
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, details: { code?: string; serverMessage?: string; fields?: FieldError[]; retryAfterSeconds?: number } = {}) {
    super(details.serverMessage ?? `API answered ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.code = details.code;
    this.serverMessage = details.serverMessage;
    this.fields = details.fields ?? [];
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** Reads a failed answer into an ApiError, whatever its body (a proxy's HTML page included). */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const retryAfter = Number(response.headers.get("Retry-After"));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  const text = await response.text().catch(() => "");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const parsed = ApiErrorBodySchema.safeParse(body);
  if (!parsed.success) {
    return new ApiError(response.status, { serverMessage: text.slice(0, 200) || undefined, retryAfterSeconds });
  }
  const { code, message, fields } = parsed.data.error;
  return new ApiError(response.status, { code, serverMessage: message, fields, retryAfterSeconds });
}
