import { RowIdSchema } from "#domain/validation/row-id";
import { z } from "zod";
import { defineJob, RETRY } from "../jobs/define-job";
import { RetryableJobError } from "../jobs/job-errors";
import { readAppConfig } from "../platform/app-config";
import { MultipostingUnavailableError } from "./drivers/multiposting-driver";
import { multipostingServices } from "./multiposting-context";
import { NoUsableAccountError, providerAccountOf } from "./provider-account";

/**
 * A deleted offer the job boards may still show (delete-job-offer.ts): the provider is told to delete it,
 * under one key per offer (a redelivery is the same request). The row is gone, so the payload carries
 * what the provider needs. A refusal (already deleted there, say) or a space without an account ends here, logged.
 */
export const WithdrawJobOfferJob = defineJob({
  type: "multiposting.withdraw",
  version: 1,
  schema: z.object({ space_id: RowIdSchema, job_offer_id: RowIdSchema, reference: z.string().min(1).max(200), title: z.string().max(255) }),
  retry: RETRY.provider,
  idempotencyKey: (payload) => `multiposting.withdraw:${payload.job_offer_id}`,
  handle: async (payload, context) => {
    const appUrl = readAppConfig(context.env).PUBLIC_APP_URL;
    const services = multipostingServices(context.env, context.db, appUrl, context.now);
    try {
      const { account, agency } = await providerAccountOf({ db: context.db, cipher: services.cipher }, payload.space_id);
      await services.driver().send(account, {
        action: "delete",
        requestKey: `${payload.reference}-deleted`,
        reference: payload.reference,
        title: payload.title,
        description: "",
        contractType: null,
        postalCode: null,
        city: null,
        salaryMin: null,
        salaryMax: null,
        salaryPeriod: null,
        weeklyHours: null,
        startDate: null,
        releaseDate: new Date().toISOString().slice(0, 10),
        applyUrl: appUrl,
        agencyName: agency.name,
      });
      return "withdrawn";
    } catch (error) {
      if (error instanceof MultipostingUnavailableError) throw new RetryableJobError(error.message);
      if (error instanceof NoUsableAccountError) {
        console.warn(`multiposting.withdraw ${payload.job_offer_id}: no usable account, the boards keep ${payload.reference}`);
        return "no_account";
      }
      console.warn(`multiposting.withdraw ${payload.job_offer_id}: refused (${error instanceof Error ? error.message : String(error)})`);
      return "refused";
    }
  },
});
