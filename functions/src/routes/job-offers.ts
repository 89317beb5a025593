import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { PUBLICATION_ACTIONS } from "#domain/enums/job-offer";
import {
  JobOfferApplicantSchema,
  JobOfferCreateSchema,
  JobOfferIdParamsSchema,
  JobOfferPrefillQuerySchema,
  JobOfferPrefillSchema,
  JobOfferSchema,
  JobOfferSummarySchema,
  JobOfferUpdateSchema,
  ListJobOffersQuerySchema,
} from "#domain/job-offers/job-offer-schemas";
import { pageQueryFields } from "#domain/validation/page-query";
import { createJobOffer } from "#features/multiposting/create-job-offer";
import { deleteJobOffer } from "#features/multiposting/delete-job-offer";
import { getJobOffer } from "#features/multiposting/get-job-offer";
import { listJobOfferApplicants } from "#features/multiposting/list-job-offer-applicants";
import { listJobOffers } from "#features/multiposting/list-job-offers";
import { prefillJobOffer } from "#features/multiposting/prefill-job-offer";
import { requestPublication } from "#features/multiposting/request-publication";
import { updateJobOffer } from "#features/multiposting/update-job-offer";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { operationContextOf } from "../lib/operation-contexts";
import { withPageHeaders } from "../lib/pagination";
import { expectedVersions, IfMatchHeaderSchema, withVersion } from "../lib/row-version";
import { requirePermission } from "../middleware/authenticate";

// /v1/job-offers (spec 000 §3 Job offer, §4 Offers; decision 0046). Every route needs the multiposting
// permission (spec §6: 403 "User has no rights"); another space's offer answers 404.
export const jobOfferRoutes = callerRoutes();
jobOfferRoutes.use("*", requirePermission("multiposting"));

const TAGS = ["job offers"];
const PageHeaders = z.object({ Link: z.string(), "X-Total-Count": z.string() });

jobOfferRoutes.openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: TAGS,
    summary: "One space's job offers, newest first, by status",
    description:
      "space_id is required unless the caller works in exactly one space. status: published (Normal), unpublished (Archivé) or draft (Brouillon). Link and X-Total-Count give the pages.",
    request: { query: ListJobOffersQuerySchema },
    responses: {
      200: { ...jsonResponse(z.array(JobOfferSummarySchema), "A page of offers"), headers: PageHeaders },
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await listJobOffers(operationContextOf(c), query);
    withPageHeaders(c, query, total);
    return c.json(items, 200);
  },
);

// Before /{id}: a path of words is not an offer's id.
jobOfferRoutes.openapi(
  createRoute({
    method: "get",
    path: "/prefill",
    tags: TAGS,
    summary: "What an offer made from a position or an order starts with",
    description:
      "The position's title, description and place (else its client's town), the order's contract type, weekly hours, hourly rate and first day. An order without position_id brings its own position. Reading an order needs the orders permission.",
    request: { query: JobOfferPrefillQuerySchema },
    responses: { 200: jsonResponse(JobOfferPrefillSchema, "The offer's starting values"), ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => c.json(await prefillJobOffer(operationContextOf(c), c.req.valid("query")), 200),
);

jobOfferRoutes.openapi(
  createRoute({
    method: "post",
    path: "/",
    tags: TAGS,
    summary: "Create a draft job offer",
    description:
      "Keys: space_id, title (2–255), description, contract_type, postal_code, city; optional position_id or order_id to prefill from (the body wins over them), salary_min, salary_max and salary_period (hour, month, year), weekly_hours, start_date (YYYY-MM-DD), auto_republish. A field still missing after the prefill is refused with reason `required`; 422 names each refused field.",
    request: { body: jsonBody(JobOfferCreateSchema) },
    responses: { 201: jsonResponse(JobOfferSchema, "Created, status draft"), ...errorResponses(400, 401, 403, 404, 415, 422) },
  }),
  async (c) => c.json(await createJobOffer(operationContextOf(c), c.req.valid("json")), 201),
);

jobOfferRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}",
    tags: TAGS,
    summary: "One job offer: its fields, its publication and its applicants' count",
    request: { params: JobOfferIdParamsSchema },
    responses: {
      200: { ...jsonResponse(JobOfferSchema, "The offer"), headers: z.object({ ETag: z.string() }) },
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const offer = await getJobOffer(operationContextOf(c), c.req.valid("param").id);
    withVersion(c, new Date(offer.updated_at));
    return c.json(offer, 200);
  },
);

jobOfferRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/{id}",
    tags: TAGS,
    summary: "Change a job offer's fields, or its automatic republishing",
    description:
      "Any field of the creation. A published offer's page shows the change at once; the job boards get it with the next republication. With If-Match (the ETag of the GET) the edit applies only to that version, else 412; publishing moves no version.",
    request: { params: JobOfferIdParamsSchema, headers: IfMatchHeaderSchema, body: jsonBody(JobOfferUpdateSchema) },
    responses: {
      200: { ...jsonResponse(JobOfferSchema, "Updated"), headers: z.object({ ETag: z.string() }) },
      ...errorResponses(400, 401, 403, 404, 409, 412, 415, 422),
    },
  }),
  async (c) => {
    const updated = await updateJobOffer(operationContextOf(c), {
      id: c.req.valid("param").id,
      changes: c.req.valid("json"),
      expectedVersions: expectedVersions(c),
    });
    withVersion(c, new Date(updated.updated_at));
    return c.json(updated, 200);
  },
);

jobOfferRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/{id}",
    tags: TAGS,
    summary: "Delete a job offer",
    description:
      "Its page and feed entry go at once, with its applicant links (the workers stay). An offer the job boards may show is withdrawn from the multiposting application through the queue. With If-Match, only that version (412 otherwise).",
    request: { params: JobOfferIdParamsSchema, headers: IfMatchHeaderSchema },
    responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 409, 412, 422) },
  }),
  async (c) => {
    await deleteJobOffer(operationContextOf(c), { id: c.req.valid("param").id, expectedVersions: expectedVersions(c) });
    return c.body(null, 204);
  },
);

const ACTION_TEXTS: Record<(typeof PUBLICATION_ACTIONS)[number], string> = {
  publish:
    "Publish a draft or archived offer: on the job boards through the multiposting application, and on the agency's own page and feed",
  unpublish: "Unpublish (archive) a published offer: off the job boards, its page and its feed",
  republish: "Republish a published offer: sent again, with today's date, to the job boards",
};

for (const action of PUBLICATION_ACTIONS) {
  jobOfferRoutes.openapi(
    createRoute({
      method: "post",
      path: `/{id}/${action}`,
      tags: TAGS,
      summary: ACTION_TEXTS[action],
      description:
        "202: the action waits on the offer (pending_action) and goes through the queue; status and published_at move once the provider took it, and a refusal is kept in publication_error. Asked again while on its way, or once done, it changes nothing. 409 'Publication in progress' when another action is on its way, 'Invalid status' from a status it does not leave, 'No multiposting credentials' when the space has none.",
      request: { params: JobOfferIdParamsSchema },
      responses: { 202: jsonResponse(JobOfferSchema, "Accepted: on its way"), ...errorResponses(401, 403, 404, 409, 422) },
    }),
    async (c) => c.json(await requestPublication(operationContextOf(c), c.req.valid("param").id, action), 202),
  );
}

const ApplicantsQuerySchema = z.strictObject(pageQueryFields(25));

jobOfferRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/applicants",
    tags: TAGS,
    summary: "The workers who applied to the offer, the latest first",
    description:
      "A candidate who applies from the offer's page becomes its applicant (a worker already in the pool is attached, not duplicated).",
    request: { params: JobOfferIdParamsSchema, query: ApplicantsQuerySchema },
    responses: {
      200: { ...jsonResponse(z.array(JobOfferApplicantSchema), "A page of applicants"), headers: PageHeaders },
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await listJobOfferApplicants(operationContextOf(c), c.req.valid("param").id, query);
    withPageHeaders(c, query, total);
    return c.json(items, 200);
  },
);
