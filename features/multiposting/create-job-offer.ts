import { insertJobOffer, newJobOfferIdRef } from "#db/job-offers/job-offer-statements";
import { getJobOfferFile } from "#db/job-offers/get-job-offer";
import { zodFieldErrors } from "#domain/errors/zod-field-errors";
import { AppError } from "#domain/errors/app-error";
import {
  JobOfferFormSchema,
  REQUIRED_OFFER_FIELDS,
  type JobOffer,
  type JobOfferCreateInput,
  type JobOfferFormInput,
} from "#domain/job-offers/job-offer-schemas";
import { resolveSpaceId } from "../access/resolve-space";
import { activityLog } from "../activity-logs/activity-log";
import { fieldsRefused } from "../fields-refused";
import type { OperationContext } from "../operation-context";
import { toJobOffer } from "./job-offer-view";
import { offerPrefillFor } from "./prefill-job-offer";

/** The body's values over the prefill's: what the caller sent wins, what it left out the position or order gives. */
function mergedOffer(input: Omit<JobOfferCreateInput, "space_id">, prefill: Record<string, unknown> | null): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(prefill ?? {})) if (value !== null) merged[key] = value;
  for (const [key, value] of Object.entries(input)) if (value !== undefined) merged[key] = value;
  return merged;
}

/** The offer once every rule holds on its merged values, or one 422 naming each missing or refused field. */
export function checkedOffer(merged: Record<string, unknown>): JobOfferFormInput {
  const missing = REQUIRED_OFFER_FIELDS.filter((field) => merged[field] === undefined || merged[field] === null);
  if (missing.length > 0) throw fieldsRefused(missing.map((field) => ({ field, message: "required" })));
  const parsed = JobOfferFormSchema.safeParse(merged);
  if (!parsed.success) throw new AppError("validation_failed", "Invalid input", { fields: zodFieldErrors(parsed.error) });
  return parsed.data;
}

/**
 * POST /v1/job-offers: a draft offer in the space asked for (or the caller's only one), prefilled from
 * its position or order (decision 0046). Written with its activity-log entry in one batch.
 */
export async function createJobOffer(context: OperationContext, input: JobOfferCreateInput): Promise<JobOffer> {
  const { db, now } = context;
  const { space_id: requested, ...fields } = input;
  const spaceId = await resolveSpaceId(context, requested, "space_id");
  const prefill = fields.position_id || fields.order_id ? await offerPrefillFor(context, spaceId, fields) : null;
  const offer = checkedOffer(mergedOffer(fields, prefill));
  const [[inserted]] = await db.batch([
    insertJobOffer(db, {
      ...offer,
      auto_republish: offer.auto_republish ?? false,
      space_id: spaceId,
      user_id: context.caller.id,
      status: "draft",
      created_at: now,
      updated_at: now,
    }),
    activityLog(context, {
      title: "Job offer created",
      type: "create",
      schema: "job_offers",
      subjectId: newJobOfferIdRef(),
      spaceId,
      changes: offer,
    }),
  ]);
  return toJobOffer((await getJobOfferFile(db, inserted!.id))!, context.config.PUBLIC_APP_URL);
}
