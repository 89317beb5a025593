import type { JobOffer } from "#domain/job-offers/job-offer-schemas";
import type { OperationContext } from "../operation-context";
import { jobOfferFileOr404 } from "./job-offer-scope";
import { toJobOffer } from "./job-offer-view";

/** GET /v1/job-offers/{id}: the offer, its publication and its applicants' count; 404 outside the caller's spaces. */
export async function getJobOffer(context: OperationContext, id: number): Promise<JobOffer> {
  return toJobOffer(await jobOfferFileOr404(context, id), context.config.PUBLIC_APP_URL);
}
