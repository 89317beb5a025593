import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  DpaeCreateSchema,
  DpaeDetailSchema,
  DpaeIdParamsSchema,
  DpaeResendSchema,
  DpaeSummarySchema,
  ListDpaeQuerySchema,
} from "#domain/dpae/dpae-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { withPageHeaders } from "../lib/pagination";
import { requirePermission } from "../middleware/authenticate";
import { getDpae, getDpaeXml } from "#features/dpae/get-dpae";
import { listDpae } from "#features/dpae/list-dpae";
import { prepareDpae } from "#features/dpae/prepare-dpae";
import { resendDpae } from "#features/dpae/resend-dpae";

// /v1/dpae (its names are fixed): the pre-hire declaration to URSSAF. Every route
// needs jobs-delegate (spec 000 §6); another space's declaration, order or worker answers 404.
export const dpaeRoutes = callerRoutes();
dpaeRoutes.use("*", requirePermission("jobs-delegate"));

const TAGS = ["dpae"];
const detail = (description: string) => jsonResponse(DpaeDetailSchema, description);

dpaeRoutes.openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: TAGS,
    summary: "One space's declarations, newest first, by status",
    description:
      "status: one of pending, processing, urssaf_ack, success, error, or several comma-separated. space_id is required unless the caller works in exactly one space. Link and X-Total-Count give the pages.",
    request: { query: ListDpaeQuerySchema },
    responses: {
      200: {
        ...jsonResponse(z.array(DpaeSummarySchema), "A page of declarations"),
        headers: z.object({ Link: z.string(), "X-Total-Count": z.string() }),
      },
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await listDpae(operationContextOf(c), query);
    withPageHeaders(c, query, total);
    return c.json(items, 200);
  },
);

dpaeRoutes.openapi(
  createRoute({
    method: "post",
    path: "/",
    tags: TAGS,
    summary: "Prepare a worker's DPAE for an order and deposit it with URSSAF through the queue",
    description:
      "The worker must be accepted on the order (422 naming worker_id otherwise). Every check of the spec's DPAE list runs first: a 422 names each failing field (space.siret, space.ape_code, space.urssaf_code, space.health_service_code, space.name, space.address, space.city, space.zipcode, space.phone, worker.last_name, worker.first_name, worker.birth_city, worker.nir, worker.birth_date, order.contract_type) with the spec's message. One declaration exists per worker, employer SIRET and day of hire: 201 when it is made, 200 with the existing one otherwise. Status then moves pending → processing → urssaf_ack → success, or error.",
    request: { body: { content: { "application/json": { schema: DpaeCreateSchema } }, required: true } },
    responses: {
      201: detail("Prepared; the deposit is on its way"),
      200: detail("The declaration that already exists for this worker, employer and day of hire"),
      ...errorResponses(400, 401, 403, 404, 415, 422),
    },
  }),
  async (c) => {
    const { created, declaration } = await prepareDpae(operationContextOf(c), c.req.valid("json"));
    return created ? c.json(declaration, 201) : c.json(declaration, 200);
  },
);

dpaeRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}",
    tags: TAGS,
    summary: "One declaration: status, URSSAF's returns (each kept) and error",
    request: { params: DpaeIdParamsSchema },
    responses: { 200: detail("The declaration"), ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => c.json(await getDpae(operationContextOf(c), c.req.valid("param").id), 200),
);

dpaeRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/xml",
    tags: TAGS,
    summary: "The FR_DUE_Upload XML sent to URSSAF (the legal proof, with the worker's NIR)",
    request: { params: DpaeIdParamsSchema },
    responses: {
      200: { content: { "application/xml": { schema: z.string() } }, description: "The XML as sent (before gzip and ISO-8859-1)" },
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const xml = await getDpaeXml(operationContextOf(c), c.req.valid("param").id);
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8" });
  },
);

dpaeRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/resend",
    tags: TAGS,
    summary: "Deposit a declaration again after an error",
    description:
      "Only from error (409 'Invalid status' otherwise). The declaration is checked and written again from the current data. When the last upload's answer never came (outcome_unknown), URSSAF may hold it: 409 naming deposit_checked unless the body says {\"deposit_checked\": true}.",
    request: {
      params: DpaeIdParamsSchema,
      body: { content: { "application/json": { schema: DpaeResendSchema } }, required: false },
    },
    responses: { 200: detail("Pending again; the deposit is on its way"), ...errorResponses(400, 401, 403, 404, 409, 415, 422) },
  }),
  async (c) => c.json(await resendDpae(operationContextOf(c), c.req.valid("param").id, c.req.valid("json") ?? {}), 200),
);
