import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, toErrorBody } from "#domain/errors/app-error";
import { dropBody } from "./drop-body";

/** The one place where any thrown error becomes an HTTP answer (CONVENTIONS §4). */
export async function handleError(error: Error, c: Context) {
  const appError = toAppError(error);
  if (appError.code === "internal") console.error("unhandled /v1 error", error);
  // A body refused before anything read it is dropped, so its connection stays usable (decision 0043).
  const body = c.req.raw.body;
  if (appError.code === "payload_too_large" && body && !body.locked) await dropBody(body);
  const headers: Record<string, string> = {};
  if (appError.retryAfterSeconds !== undefined) headers["Retry-After"] = String(appError.retryAfterSeconds);
  return c.json(toErrorBody(appError), appError.status, headers);
}

function toAppError(error: Error): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    // Hono's validators throw these for unreadable bodies (malformed JSON, wrong media type).
    if (error.status === 415) return new AppError("unsupported_media_type", "Content-Type must be application/json");
    if (error.status === 413) return new AppError("payload_too_large", "Request body too large");
    return new AppError("malformed_request", error.message || "Malformed request", {
      fields: [{ field: "body", reason: "malformed", message: error.message || "Malformed request" }],
    });
  }
  return new AppError("internal", "API error");
}
