import { companyTownOf, orderForOffer, positionForOffer } from "#db/job-offers/offer-prefill-sources";
import { hasPermission } from "#domain/auth/permissions";
import { AppError, SERVER_MESSAGES } from "#domain/errors/app-error";
import type { JobOfferPrefill, JobOfferPrefillQuery } from "#domain/job-offers/job-offer-schemas";
import { offerPrefillOf } from "#domain/job-offers/offer-prefill";
import { resolveSpaceId } from "../access/resolve-space";
import { fieldsRefused } from "../fields-refused";
import type { OperationContext } from "../operation-context";

/**
 * What an offer of `spaceId` made from a position or an order starts with (domain/job-offers/offer-prefill.ts).
 * Either must be of the same space (else 422 naming it, as for any other space's row); an order's terms
 * are read only by those who may use orders (spec 000 §6). An order without a position named brings its own.
 */
export async function offerPrefillFor(
  context: Pick<OperationContext, "db" | "caller">,
  spaceId: number,
  sources: { position_id?: number | null | undefined; order_id?: number | null | undefined },
): Promise<JobOfferPrefill> {
  const { db } = context;
  let order = null;
  if (sources.order_id) {
    if (!hasPermission(context.caller.permissions, "orders")) throw new AppError("forbidden", SERVER_MESSAGES.userHasNoRights);
    order = (await orderForOffer(db, sources.order_id)) ?? null;
    if (order?.space_id !== spaceId) throw fieldsRefused([{ field: "order_id", message: "not_found" }]);
  }
  const positionId = sources.position_id ?? order?.position_id ?? null;
  const position = positionId ? ((await positionForOffer(db, positionId)) ?? null) : null;
  if (positionId && position?.space_id !== spaceId) throw fieldsRefused([{ field: "position_id", message: "not_found" }]);
  const companyId = order?.company_id ?? position?.company_id ?? null;
  const company = order
    ? { zipcode: order.company_zipcode, city: order.company_city }
    : companyId
      ? ((await companyTownOf(db, companyId)) ?? null)
      : null;
  return offerPrefillOf({ position, order, company });
}

/** GET /v1/job-offers/prefill: the form's starting values for an offer made from a position or an order. */
export async function prefillJobOffer(context: OperationContext, query: JobOfferPrefillQuery): Promise<JobOfferPrefill> {
  const spaceId = await resolveSpaceId(context, query.space_id, "query.space_id");
  return offerPrefillFor(context, spaceId, query);
}
