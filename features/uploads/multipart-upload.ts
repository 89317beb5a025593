import { AppError } from "#domain/errors/app-error";
import { announcedOver, limitedBody } from "./limited-body";

// A multipart upload read no further than a limit (limited-body.ts). workerd parses the form in
// memory, so the limit bounds that memory too.

/** Room for the text fields and the multipart framing around a file at its largest. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export function uploadTooLarge(message: string, field = "file") {
  return new AppError("payload_too_large", message, { fields: [{ field, reason: "too_large", message }] });
}

/** The request's form, refused with 413 (`tooLargeMessage`) beyond `maxBodyBytes`, 415 when it is not multipart. */
export async function readUploadForm(request: Request, maxBodyBytes: number, tooLargeMessage: string): Promise<FormData> {
  if (announcedOver(request, maxBodyBytes)) throw uploadTooLarge(tooLargeMessage);
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new AppError("unsupported_media_type", "Content-Type must be multipart/form-data");
  }
  const { stream, exceeded } = limitedBody(request.body, maxBodyBytes);
  try {
    return await new Request(request.url, { method: "POST", headers: { "Content-Type": contentType }, body: stream }).formData();
  } catch {
    if (exceeded()) throw uploadTooLarge(tooLargeMessage);
    throw new AppError("malformed_request", "Unreadable multipart body", {
      fields: [{ field: "body", reason: "malformed", message: "Unreadable multipart body" }],
    });
  }
}

/** The form's text fields (each given once), apart from the file parts named in `fileFields`. */
export function formTextFields(form: FormData, fileFields: readonly string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    if (fileFields.includes(key)) continue;
    const values = form.getAll(key);
    // A repeated field or a file where text is expected: handed to zod as a non-string, it is refused there.
    fields[key] = values.length === 1 && typeof values[0] === "string" ? values[0] : values;
  }
  return fields;
}
