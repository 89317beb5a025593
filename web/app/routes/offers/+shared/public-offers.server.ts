import { data } from "react-router";
import { PublicAgencyOffersSchema, PublicJobOfferSchema } from "#domain/job-offers/job-offer-schemas";
import { apiErrorFrom } from "#web/app/lib/api-error";
import { callApi, routeErrorFrom, type ServerArgs } from "#web/app/lib/api.server";
import { preferenceRedirect } from "#web/app/routes/registration/+shared/registration-page.server";

// What the agency's offer pages read (decision 0046): /v1's public channel, where an unpublished or
// deleted offer is a 404 like one that never existed, and so is the page.

function notFound() {
  return data(null, { status: 404 });
}

/** The agency and its published offers; a 404 page for an unknown agency. */
export async function loadAgencyOffers(args: ServerArgs & { params: { agency?: string } }) {
  const preference = preferenceRedirect(args.request);
  if (preference) throw preference;
  const response = await callApi(args, `/public/spaces/${encodeURIComponent(args.params.agency ?? "")}/job-offers`);
  if (response.status === 404 || response.status === 422) throw notFound();
  if (!response.ok) throw routeErrorFrom(await apiErrorFrom(response));
  return PublicAgencyOffersSchema.parse(await response.json());
}

/** One published offer; a 404 page once it is unpublished or deleted. */
export async function loadPublicOffer(args: ServerArgs & { params: { agency?: string; id?: string } }) {
  const preference = preferenceRedirect(args.request);
  if (preference) throw preference;
  const id = args.params.id ?? "";
  if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound();
  const response = await callApi(args, `/public/spaces/${encodeURIComponent(args.params.agency ?? "")}/job-offers/${id}`);
  if (response.status === 404 || response.status === 422) throw notFound();
  if (!response.ok) throw routeErrorFrom(await apiErrorFrom(response));
  return PublicJobOfferSchema.parse(await response.json());
}

/** The address the page is served at, for links a crawler or an aggregator keeps. */
export function originOf(request: Request): string {
  return new URL(request.url).origin;
}
