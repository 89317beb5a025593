import { AppError } from "#domain/errors/app-error";
import { OCR_MESSAGES } from "#domain/ocr/ocr-fields";
import { REGISTRATION_MESSAGES, type ExpressReading } from "#domain/registrations/registration-schemas";
import { spaceOfLink } from "./public-space";
import type { RegistrationContext } from "./registration-context";
import { checkUploadedFile, isRefusal, liveUploadsOf, refusedFiles } from "./registration-files";

/**
 * POST /v1/public/spaces/{url}/express-readings: reads an uploaded CV with the OCR
 * driver, synchronously, and answers what the short form may prefill. Express needs the space's ocr
 * flag (403 otherwise, spec 001 §5). Nothing readable is a 422 on `upload_id`; the driver failing is a
 * 502: either way the page falls back to the standard registration with what was typed.
 */
export async function readExpressCv(context: RegistrationContext, input: { url: string; uploadId: string }): Promise<ExpressReading> {
  const space = await spaceOfLink(context, input.url);
  if (!space.ocr_enabled) throw new AppError("forbidden", REGISTRATION_MESSAGES.spaceHasNoFeature);
  const upload = (await liveUploadsOf(context, space.id, [input.uploadId])).get(input.uploadId);
  if (!upload) throw refusedFiles([{ field: "upload_id", reason: "unknown", message: REGISTRATION_MESSAGES.unknownUpload }]);
  const checked = await checkUploadedFile(context.bindings.FILES, upload, "upload_id");
  if (isRefusal(checked)) throw refusedFiles([checked]);

  const object = await context.bindings.FILES.get(upload.r2_key);
  if (!object) throw refusedFiles([{ field: "upload_id", reason: "not_uploaded", message: REGISTRATION_MESSAGES.notUploaded }]);
  const bytes = new Uint8Array(await object.arrayBuffer());
  let result;
  try {
    result = await context.ocr().read({ bytes, mimeType: checked.mimeType, kind: "cv", fileName: upload.file_name });
  } catch (error) {
    console.error("express CV reading failed", error);
    throw new AppError("bad_gateway", OCR_MESSAGES.failed);
  }
  const { first_name, last_name, email, mobile_phone_number, birth_date } = result.fields;
  const fields = Object.fromEntries(
    Object.entries({ first_name, last_name, email, mobile_phone_number, birth_date }).filter(([, value]) => value !== undefined),
  );
  if (result.noText || Object.keys(fields).length === 0) {
    throw refusedFiles([{ field: "upload_id", reason: "unreadable", message: OCR_MESSAGES.failed }]);
  }
  return { fields };
}
