import { listJobOffers as selectJobOffers } from "#db/job-offers/list-job-offers";
import type { ListJobOffersQuery } from "#domain/job-offers/job-offer-schemas";
import { resolveSpaceId } from "../access/resolve-space";
import type { OperationContext } from "../operation-context";
import { toJobOfferSummary } from "./job-offer-view";

/** GET /v1/job-offers: one space's offers, newest first, by status (spec 000 §4 labels), paged like the other lists. */
export async function listJobOffers(context: OperationContext, query: ListJobOffersQuery) {
  const spaceId = await resolveSpaceId(context, query.space_id, "query.space_id");
  const { rows, total } = await selectJobOffers(context.db, { spaceId, status: query.status, page: query.page, perPage: query.per_page });
  return { items: rows.map((row) => toJobOfferSummary(row, context.config.PUBLIC_APP_URL)), total };
}
