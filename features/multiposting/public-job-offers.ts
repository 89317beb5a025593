import { getPublicJobOffer as selectPublicJobOffer, listPublicJobOffers as selectPublicJobOffers } from "#db/job-offers/public-job-offers";
import { notFound } from "#domain/errors/app-error";
import type { PublicJobOffer } from "#domain/job-offers/job-offer-schemas";
import type { PublicOperationContext } from "../operation-context";
import { toPublicJobOffer } from "./job-offer-view";

// The agency's own channel (decision 0046), read by strangers and crawlers: published offers of a live
// agency only; anything else is the same 404, whether it never existed, was unpublished or deleted.

/** The most offers the agency's page and feed carry: far more than an agency has live at once. */
export const PUBLIC_OFFERS_MAX = 500;

/** GET /v1/public/spaces/{url}/job-offers/{id}. */
export async function getPublicJobOffer(context: Pick<PublicOperationContext, "db">, url: string, id: number): Promise<PublicJobOffer> {
  const row = await selectPublicJobOffer(context.db, url, id);
  if (!row || !row.agency_url) throw notFound();
  return toPublicJobOffer(row, { url: row.agency_url, name: row.agency_name, city: row.agency_city });
}

/** GET /v1/public/spaces/{url}/job-offers: the agency and its published offers, newest first. */
export async function listPublicJobOffers(context: Pick<PublicOperationContext, "db">, url: string) {
  const found = await selectPublicJobOffers(context.db, url, PUBLIC_OFFERS_MAX);
  if (!found?.agency.url) throw notFound();
  const agency = { url: found.agency.url, name: found.agency.name, city: found.agency.city };
  return { agency, offers: found.offers.map((row) => toPublicJobOffer(row, agency)) };
}
