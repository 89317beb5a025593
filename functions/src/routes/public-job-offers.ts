import { createRoute } from "@hono/zod-openapi";
import { PublicAgencyOffersSchema, PublicJobOfferSchema, PublicOfferParamsSchema } from "#domain/job-offers/job-offer-schemas";
import { SpaceUrlParamsSchema } from "#domain/registrations/registration-schemas";
import { getPublicJobOffer, listPublicJobOffers } from "#features/multiposting/public-job-offers";
import { limitPerClient } from "../access/public-rate-limit";
import { openRoutes } from "../access/sub-app";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { publicOperationContextOf } from "../lib/operation-contexts";

// /v1/public/spaces/{url}/job-offers: the agency's own channel (decision 0046), read by its pages
// /offres/{agency}, /offres/{agency}/{id} and /offres/{agency}/feed.xml. No caller; counted per client
// address like the registration's reads. Only published offers of a live agency exist here.
export const publicJobOfferRoutes = openRoutes();

publicJobOfferRoutes.get("/spaces/:url/job-offers", limitPerClient("PUBLIC_READ_RATE_LIMIT", "public-offers"));
publicJobOfferRoutes.get("/spaces/:url/job-offers/:id", limitPerClient("PUBLIC_READ_RATE_LIMIT", "public-offers"));

const TAGS = ["public job offers"];
const rateLimited = "Counted per client address (CF-Connecting-IP): 429 with Retry-After past the limit.";

publicJobOfferRoutes.openapi(
  createRoute({
    method: "get",
    path: "/spaces/{url}/job-offers",
    tags: TAGS,
    summary: "An agency's published job offers, newest first",
    description: `404 for an unknown or deleted agency. ${rateLimited}`,
    security: [],
    request: { params: SpaceUrlParamsSchema },
    responses: { 200: jsonResponse(PublicAgencyOffersSchema, "The agency and its offers"), ...errorResponses(404, 422, 429) },
  }),
  async (c) => c.json(await listPublicJobOffers(publicOperationContextOf(c), c.req.valid("param").url), 200),
);

publicJobOfferRoutes.openapi(
  createRoute({
    method: "get",
    path: "/spaces/{url}/job-offers/{id}",
    tags: TAGS,
    summary: "One published job offer of an agency",
    description: `404 once the offer is unpublished or deleted, as for one that never existed. ${rateLimited}`,
    security: [],
    request: { params: PublicOfferParamsSchema },
    responses: { 200: jsonResponse(PublicJobOfferSchema, "The offer"), ...errorResponses(404, 422, 429) },
  }),
  async (c) => {
    const { url, id } = c.req.valid("param");
    return c.json(await getPublicJobOffer(publicOperationContextOf(c), url, id), 200);
  },
);
