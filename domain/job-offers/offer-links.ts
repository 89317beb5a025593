// The addresses of the agency's own channel (decision 0046), written once for the API (the links it
// answers and sends to the multiposting application) and the web app (its routes and links).

/** The registration's query parameter naming the offer a candidate applies to: /inscription/{agency}?offre=42. */
export const APPLY_OFFER_PARAM = "offre";

/** The agency's page of published offers. */
export function offersPagePath(agencyUrl: string): string {
  return `/offres/${encodeURIComponent(agencyUrl)}`;
}

/** One offer's public page. */
export function offerPagePath(agencyUrl: string, offerId: number): string {
  return `${offersPagePath(agencyUrl)}/${offerId}`;
}

/** The agency's feed of published offers, for job aggregators. */
export function offersFeedPath(agencyUrl: string): string {
  return `${offersPagePath(agencyUrl)}/feed.xml`;
}

/** Where "Postuler" leads: the agency's standard registration with the offer noted. */
export function applyPath(agencyUrl: string, offerId: number): string {
  return `/inscription/${encodeURIComponent(agencyUrl)}?${APPLY_OFFER_PARAM}=${offerId}`;
}

/** The offer an applying candidate came from, read from the registration's address (a positive id, else null). */
export function appliedOfferIdOf(search: URLSearchParams): number | null {
  const value = search.get(APPLY_OFFER_PARAM);
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
