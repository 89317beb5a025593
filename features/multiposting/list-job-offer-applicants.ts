import { listApplicants } from "#db/job-offers/job-offer-applicants";
import type { JobOfferApplicant } from "#domain/job-offers/job-offer-schemas";
import type { OperationContext } from "../operation-context";
import { jobOfferOr404 } from "./job-offer-scope";

/** GET /v1/job-offers/{id}/applicants: the workers who applied to the offer, the latest first, paged. */
export async function listJobOfferApplicants(
  context: OperationContext,
  id: number,
  page: { page: number; per_page: number },
): Promise<{ items: JobOfferApplicant[]; total: number }> {
  await jobOfferOr404(context, id);
  const { rows, total } = await listApplicants(context.db, id, { page: page.page, perPage: page.per_page });
  return { items: rows.map((row) => ({ ...row, applied_at: row.applied_at.toISOString() })), total };
}
