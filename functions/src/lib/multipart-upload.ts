import { AppError } from "../../../domain/errors/app-error";

// A multipart upload read no further than a limit: a missing or lying Content-Length (a chunked body)
// cannot get past it, the stream is cut as soon as it goes over. workerd parses the form in memory, so
// the limit bounds that memory too.

/** Room for the text fields and the multipart framing around a file at its largest. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export function uploadTooLarge(message: string, field = "file") {
  return new AppError("payload_too_large", message, { fields: [{ field, reason: "too_large", message }] });
}

/** The request's form, refused with 413 (`tooLargeMessage`) beyond `maxBodyBytes`, 415 when it is not multipart. */
export async function readUploadForm(request: Request, maxBodyBytes: number, tooLargeMessage: string): Promise<FormData> {
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBodyBytes) throw uploadTooLarge(tooLargeMessage);
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new AppError("unsupported_media_type", "Content-Type must be multipart/form-data");
  }
  let size = 0;
  let exceeded = false;
  const counted = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxBodyBytes) {
          exceeded = true;
          controller.error(new Error("upload over its limit"));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Request(request.url, { method: "POST", headers: { "Content-Type": contentType }, body: counted ?? null }).formData();
  } catch {
    if (exceeded) throw uploadTooLarge(tooLargeMessage);
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
