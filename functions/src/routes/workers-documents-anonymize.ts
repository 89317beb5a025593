import { documentsContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { AnonymizationPreviewSchema, AnonymizeCvSchema, PDF_ERROR_MESSAGE } from "#domain/documents/anonymized-cv-schemas";
import { DocumentParamsSchema, DocumentSchema } from "#domain/documents/document-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { workerScopeFor } from "../lib/worker-access";
import { anonymizeCv } from "#features/documents/anonymized-cv/anonymize-cv";
import { readCvSource } from "#features/documents/anonymized-cv/cv-source";

// An anonymised CV (spec 000 §1, §2; decision 0026): its preview, then the PDF saved as a
// new document of the worker. Parse, one operation, shape.
export const workerDocumentAnonymizeRoutes = callerRoutes();

const refusal = `422 "${PDF_ERROR_MESSAGE}" for a document that is not a CV, not a PDF, PNG or JPEG, or that cannot be read.`;

workerDocumentAnonymizeRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/documents/{document_id}/anonymization",
    tags: ["documents"],
    summary: "What an anonymised CV would hide",
    description: `The CV's pages (PDF points, origin bottom-left) with its text runs, and the areas the proposal anonymisation list finds (last name, mobile, e-mail, postal address, links). An image CV has no text: one page, no area found. ${refusal}`,
    request: { params: DocumentParamsSchema },
    responses: { 200: jsonResponse(AnonymizationPreviewSchema, "The preview"), ...errorResponses(401, 404, 422) },
  }),
  async (c) => {
    const params = c.req.valid("param");
    const scope = await workerScopeFor(c, params.id);
    const { preview } = await readCvSource(await documentsContextOf(c), { ...scope, documentId: params.document_id });
    return c.json(preview, 200);
  },
);

workerDocumentAnonymizeRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/documents/{document_id}/anonymize",
    tags: ["documents"],
    summary: "Produce an anonymised CV",
    description: `A PDF with the found areas and the given ones whited out (their text removed, not only covered), the agency's stamp on each page and its comments on a last page; saved as an anonymized_cv document of the worker (201). ${refusal}`,
    request: { params: DocumentParamsSchema, body: jsonBody(AnonymizeCvSchema) },
    responses: { 201: jsonResponse(DocumentSchema, "Saved"), ...errorResponses(400, 401, 404, 409, 422) },
  }),
  async (c) => {
    const params = c.req.valid("param");
    const scope = await workerScopeFor(c, params.id);
    const document = await anonymizeCv(await documentsContextOf(c), { ...scope, documentId: params.document_id, ...c.req.valid("json") });
    return c.json(document, 201);
  },
);
