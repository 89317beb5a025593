import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  ContractCreateSchema,
  ContractDetailSchema,
  ContractIdParamsSchema,
  ContractPdfQuerySchema,
  ContractSchema,
  ListContractsQuerySchema,
} from "#domain/contracts/contract-schemas";
import { AmendmentParamsSchema, AmendmentPdfQuerySchema } from "#domain/contracts/contract-amendments";
import { createContract } from "#features/contracts/create-contract";
import { getContractDetail } from "#features/contracts/get-contract";
import { getAmendmentPdf } from "#features/contracts/get-amendment-pdf";
import { getContractPdf } from "#features/contracts/get-contract-pdf";
import { listContracts } from "#features/contracts/list-contracts";
import { getSignedContractPdf } from "#features/contracts/signature/get-signed-contract-pdf";
import { callerRoutes } from "../access/sub-app";
import { operationContextOf } from "../lib/operation-contexts";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { withPageHeaders } from "../lib/pagination";
import { requirePermission } from "../middleware/authenticate";
import { pdfAnswer } from "./orders-confirmations";

// /v1/contracts (its names are fixed): a placement's two contracts, the client's contrat de mise à
// disposition and the worker's contrat de mission (decision 0050). Every route needs jobs-delegate, as
// the DPAE does; another space's contract, order or worker answers 404.
export const contractRoutes = callerRoutes();
contractRoutes.use("*", requirePermission("jobs-delegate"));

const TAGS = ["contracts"];
const one = (description: string) => jsonResponse(ContractSchema, description);

contractRoutes.openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: TAGS,
    summary: "One space's contracts, newest first, by status, late or not",
    description:
      "status: one of draft, sent, signed, declined, expired, cancelled, or several comma-separated. late=true: not signed by the end of their due day (due_by, Paris). order_id: one order's. space_id is required unless the caller works in exactly one space. Link and X-Total-Count give the pages.",
    request: { query: ListContractsQuerySchema },
    responses: {
      200: {
        ...jsonResponse(z.array(ContractSchema), "A page of contracts"),
        headers: z.object({ Link: z.string(), "X-Total-Count": z.string() }),
      },
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await listContracts(operationContextOf(c), query);
    withPageHeaders(c, query, total);
    return c.json(items, 200);
  },
);

contractRoutes.openapi(
  createRoute({
    method: "post",
    path: "/",
    tags: TAGS,
    summary: "Draft a placement's two contracts (client and worker), numbered, with their due day",
    description:
      "The worker must be accepted on the order (422 naming worker_id otherwise). Every mandatory mention of Code du travail L1251-16 and L1251-43 is checked first: one 422 names each missing field (space.financial_guarantor_name, space.pension_fund, order.recourse_justification, order.replaced_person, order.trial_period_days, position.risky_job, position.protective_equipment…), and nothing is written. One pair of contracts per placement: 201 when made, 200 with the existing one otherwise. Numbers run per agency and year and are never reused. due_by: two jours ouvrables after the placement's first day (Sundays and French public holidays skipped).",
    request: { body: { content: { "application/json": { schema: ContractCreateSchema } }, required: true } },
    responses: {
      201: one("Drafted"),
      200: one("The placement's existing contracts"),
      ...errorResponses(400, 401, 403, 404, 415, 422),
    },
  }),
  async (c) => {
    const { created, contract } = await createContract(operationContextOf(c), c.req.valid("json"));
    return created ? c.json(contract, 201) : c.json(contract, 200);
  },
);

contractRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}",
    tags: TAGS,
    summary: "One placement's contracts: number, status of each document, due day, amendments",
    description:
      "amendments: each change of the order's dates, hours or rate after the contracts were sent or signed, numbered under the contract (2026-000001-A1), with what changed from and to; kind renewal when the end date moves later.",
    request: { params: ContractIdParamsSchema },
    responses: { 200: jsonResponse(ContractDetailSchema, "The contracts"), ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => c.json(await getContractDetail(operationContextOf(c), c.req.valid("param").id), 200),
);

const pdfContent = { "application/pdf": { schema: { type: "string" as const, format: "binary" } } };

contractRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/pdf",
    tags: TAGS,
    summary: "One of the two contracts as a PDF",
    description:
      "audience=client: the contrat de mise à disposition (French); audience=worker: the contrat de mission, in lang where written (French otherwise). A mention emptied since the contracts were drafted refuses the PDF with the creation's 422. signed=1: the copy every signer signed, kept when the signature request was done (404 before).",
    request: { params: ContractIdParamsSchema, query: ContractPdfQuerySchema },
    responses: { 200: { content: pdfContent, description: "The PDF, as an attachment" }, ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => {
    const query = c.req.valid("query");
    if (query.signed === "1") {
      const signed = await getSignedContractPdf(operationContextOf(c), c.req.valid("param").id, query.audience);
      return pdfAnswer(signed.bytes, signed.fileName, "fr");
    }
    const { bytes, fileName, locale } = await getContractPdf(operationContextOf(c), c.req.valid("param").id, query);
    return pdfAnswer(bytes, fileName, locale);
  },
);

contractRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/amendments/{n}/pdf",
    tags: TAGS,
    summary: "One copy of an amendment (avenant) as a PDF",
    description:
      "n: the amendment's number under the contract (1 for 2026-000001-A1). audience=client: the amendment to the contrat de mise à disposition; audience=worker: to the contrat de mission. French; it says which contract it amends and each term that changed, from and to.",
    request: { params: AmendmentParamsSchema, query: AmendmentPdfQuerySchema },
    responses: { 200: { content: pdfContent, description: "The PDF, as an attachment" }, ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => {
    const { id, n } = c.req.valid("param");
    const { bytes, fileName, locale } = await getAmendmentPdf(operationContextOf(c), id, n, c.req.valid("query").audience);
    return pdfAnswer(bytes, fileName, locale);
  },
);
