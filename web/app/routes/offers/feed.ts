import { offersFeedXml } from "#domain/job-offers/offers-feed-xml";
import { offerPagePath, offersPagePath } from "#domain/job-offers/offer-links";
import { loadAgencyOffers, originOf } from "./+shared/public-offers.server";
import type { Route } from "./+types/feed";

// /offres/{agency}/feed.xml: the agency's published offers in the XML feed job aggregators read
// (domain/job-offers/offers-feed-xml.ts; decision 0046). A resource route: no page around it.

export async function loader(args: Route.LoaderArgs) {
  const { agency, offers } = await loadAgencyOffers(args);
  const origin = originOf(args.request);
  const xml = offersFeedXml({
    agency: { name: agency.name, url: agency.url },
    pageUrl: `${origin}${offersPagePath(agency.url)}`,
    offers: offers.map((offer) => ({ offer, url: `${origin}${offerPagePath(agency.url, offer.id)}` })),
    builtAt: new Date(),
  });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
