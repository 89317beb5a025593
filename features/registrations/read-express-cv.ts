import { claimExpressReading, releaseExpressReading, storeExpressReading } from "#db/registrations/express-readings";
import { findSpaceAllowances } from "#db/spaces/find-space-allowances";
import { spendDailyUsage } from "#db/spaces/spend-daily-usage";
import { parisToday } from "#domain/dates/paris-day";
import { AppError } from "#domain/errors/app-error";
import { OCR_MESSAGES } from "#domain/ocr/ocr-fields";
import { REGISTRATION_MESSAGES, type ExpressReading } from "#domain/registrations/registration-schemas";
import { requireHuman } from "../turnstile/require-human";
import { spaceOfLink } from "./public-space";
import type { RegistrationContext } from "./registration-context";
import { checkUploadedFile, isRefusal, liveUploadsOf, refusedFiles } from "./registration-files";

/** The space's express readings of the day are spent: 403 naming the budget (decision 0043). */
function ocrBudgetRefusal(budget: number) {
  return new AppError("forbidden", "Daily OCR budget of the space reached", {
    fields: [{ field: "ocr_daily_budget", reason: "exceeded", message: `${budget} readings per day` }],
  });
}

/** What a reading answers: the fields found, or the 422 of a CV where nothing could be read. */
function answerOf(fields: Record<string, string>): ExpressReading {
  if (Object.keys(fields).length === 0) throw refusedFiles([{ field: "upload_id", reason: "unreadable", message: OCR_MESSAGES.failed }]);
  return { fields };
}

/**
 * POST /v1/public/spaces/{url}/express-readings: reads an uploaded CV with the OCR driver,
 * synchronously, and answers what the short form may prefill. Express needs the space's ocr flag (403
 * otherwise, spec 001 §5). The reading is paid, so it is bounded (decision 0043): a solved Turnstile
 * challenge first (422 on `turnstile_token`), one reading per upload (a second call answers the
 * stored one without asking the provider), and a daily budget per space (403 naming it). Nothing
 * readable is a 422 on `upload_id`; the driver failing is a 502: either way the page falls back to the
 * standard registration with what was typed.
 */
export async function readExpressCv(
  context: RegistrationContext,
  input: { url: string; uploadId: string; turnstileToken: string },
): Promise<ExpressReading> {
  const space = await spaceOfLink(context, input.url);
  if (!space.ocr_enabled) throw new AppError("forbidden", REGISTRATION_MESSAGES.spaceHasNoFeature);
  await requireHuman(context.registration.turnstile, { token: input.turnstileToken, remoteIp: context.client.ip });
  const upload = (await liveUploadsOf(context, space.id, [input.uploadId])).get(input.uploadId);
  if (!upload) throw refusedFiles([{ field: "upload_id", reason: "unknown", message: REGISTRATION_MESSAGES.unknownUpload }]);
  if (upload.express_reading) return answerOf(upload.express_reading);
  const checked = await checkUploadedFile(context.bindings.FILES, upload, "upload_id");
  if (isRefusal(checked)) throw refusedFiles([checked]);

  const { db, now } = context;
  if (!(await claimExpressReading(db, upload.id, now))) {
    throw new AppError("conflict", "This upload is being read: retry in a moment");
  }
  const [allowance] = await findSpaceAllowances(db, [space.id]);
  const budget = allowance?.ocr_daily_budget ?? 0;
  if (!(await spendDailyUsage(db, { spaceId: space.id, day: parisToday(now), kind: "ocr", budget }))) {
    await releaseExpressReading(db, upload.id);
    throw ocrBudgetRefusal(budget);
  }

  const object = await context.bindings.FILES.get(upload.r2_key);
  if (!object) {
    await releaseExpressReading(db, upload.id);
    throw refusedFiles([{ field: "upload_id", reason: "not_uploaded", message: REGISTRATION_MESSAGES.notUploaded }]);
  }
  const bytes = new Uint8Array(await object.arrayBuffer());
  let result;
  try {
    result = await context.ocr().read({ bytes, mimeType: checked.mimeType, kind: "cv", fileName: upload.file_name });
  } catch (error) {
    console.error("express CV reading failed", error);
    await releaseExpressReading(db, upload.id);
    throw new AppError("bad_gateway", OCR_MESSAGES.failed);
  }
  const { first_name, last_name, email, mobile_phone_number, birth_date } = result.fields;
  const found = result.noText ? {} : { first_name, last_name, email, mobile_phone_number, birth_date };
  const fields = Object.fromEntries(Object.entries(found).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  await storeExpressReading(db, upload.id, fields);
  return answerOf(fields);
}
