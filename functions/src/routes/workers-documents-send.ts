import { documentsContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { DocumentParamsSchema } from "#domain/documents/document-schemas";
import { DocumentSendSchema, DocumentSentSchema, IdempotencyKeyHeaderSchema } from "#domain/documents/document-send-schemas";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { workerScopeFor } from "../lib/worker-access";
import { callerRoutes } from "../access/sub-app";
import { sendDocument } from "#features/documents/send-document";

// POST /v1/workers/{id}/documents/{document_id}/send: a CV to a client's contacts (spec 000 §1;
// decision 0024). Parse, one operation, shape.
export const workerDocumentSendRoutes = callerRoutes();

workerDocumentSendRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/documents/{document_id}/send",
    tags: ["documents"],
    summary: "Send a CV to contacts of the space's companies",
    description:
      "One e-mail per contact, the file attached, sent through the queue (202). Only a CV or an anonymised CV (422 otherwise); every contact must belong to a company of the worker's space and have an e-mail (422 naming contact_ids). With an Idempotency-Key, the same request sent again reaches no contact twice. Logged on the worker and on each company.",
    request: { params: DocumentParamsSchema, headers: IdempotencyKeyHeaderSchema, body: jsonBody(DocumentSendSchema) },
    responses: { 202: jsonResponse(DocumentSentSchema, "Queued"), ...errorResponses(400, 401, 404, 415, 422) },
  }),
  async (c) => {
    const params = c.req.valid("param");
    const body = c.req.valid("json");
    const scope = await workerScopeFor(c, params.id);
    const sent = await sendDocument(await documentsContextOf(c), {
      ...scope,
      documentId: params.document_id,
      contactIds: body.contact_ids,
      message: body.message,
      requestKey: c.req.valid("header")["idempotency-key"] ?? crypto.randomUUID(),
    });
    return c.json(sent, 202);
  },
);
