import type { JobOfferRow } from "#db/job-offers/job-offer-statements";
import { parisToday } from "#domain/dates/paris-day";
import { applyPath } from "#domain/job-offers/offer-links";
import type { OutgoingOffer, ProviderAction } from "./drivers/multiposting-driver";

/** The offer's stable reference with the provider: its space and id. */
export function referenceOf(spaceId: number, offerId: number): string {
  return `interim-${spaceId}-${offerId}`;
}

/**
 * The offer as the provider receives it for one request. Candidates apply through the agency's
 * registration with the offer noted, so those who come from a job board become its applicants too.
 */
export function outgoingOfferOf(
  offer: Pick<
    JobOfferRow,
    | "id"
    | "space_id"
    | "title"
    | "description"
    | "contract_type"
    | "postal_code"
    | "city"
    | "salary_min"
    | "salary_max"
    | "salary_period"
    | "weekly_hours"
    | "start_date"
  >,
  request: { action: ProviderAction; token: string; now: Date; appUrl: string; agency: { name: string; url: string | null } },
): OutgoingOffer {
  return {
    action: request.action,
    requestKey: `${referenceOf(offer.space_id, offer.id)}-${request.token}`,
    reference: referenceOf(offer.space_id, offer.id),
    title: offer.title,
    description: offer.description ?? "",
    contractType: offer.contract_type,
    postalCode: offer.postal_code,
    city: offer.city,
    salaryMin: offer.salary_min,
    salaryMax: offer.salary_max,
    salaryPeriod: offer.salary_period,
    weeklyHours: offer.weekly_hours,
    startDate: offer.start_date,
    releaseDate: parisToday(request.now),
    applyUrl: request.agency.url ? `${request.appUrl}${applyPath(request.agency.url, offer.id)}` : request.appUrl,
    agencyName: request.agency.name,
  };
}
