import { documentsContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DocumentParamsSchema,
  DocumentSchema,
  DocumentUpdateSchema,
  DocumentUploadFieldsSchema,
} from "#domain/documents/document-schemas";
import { DOCUMENT_TYPES } from "#domain/enums/worker";
import { AppError } from "#domain/errors/app-error";
import { zodFieldErrors } from "#domain/errors/zod-field-errors";
import { DOCUMENT_MIME_TYPES } from "#domain/files/document-type";
import { WorkerIdParamsSchema } from "#domain/workers/worker-schemas";
import { ErrorBodySchema, errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { formTextFields, MULTIPART_OVERHEAD_BYTES, readUploadForm } from "#features/uploads/multipart-upload";
import { expectedVersions, IfMatchHeaderSchema, withVersion } from "../lib/row-version";
import { workerScopeFor } from "../lib/worker-access";
import { deleteDocument } from "#features/documents/delete-document";
import { getDocument } from "#features/documents/get-document";
import { listDocuments } from "#features/documents/list-documents";
import { readDocumentFile } from "#features/documents/read-document-file";
import { updateDocument } from "#features/documents/update-document";
import { uploadDocument } from "#features/documents/upload-document";
import { callerRoutes } from "../access/sub-app";

// /v1/workers/{id}/documents: a worker's documents (spec 000 §3 Worker documents, §5 Uploads, §6
// confidential documents, §8). Parse, one operation, shape. Every route resolves the worker
// in the caller's spaces first (404 elsewhere); confidential documents do not exist for a mobile app.
export const workerDocumentRoutes = callerRoutes();

/** The upload's path: /v1's 1 MB body limit does not apply to it, it checks its own 8 MB. */
export const DOCUMENT_UPLOAD_PATH = /^\/v1\/workers\/[^/]+\/documents$/;

const binary = { schema: { type: "string" as const, format: "binary" } };
const documentContent = Object.fromEntries(DOCUMENT_MIME_TYPES.map((type) => [type, binary]));

// A plain OpenAPI schema, not zod: the form is read by the handler under its size limit, not by a validator.
const uploadForm = {
  type: "object" as const,
  required: ["file", "type"],
  properties: {
    file: {
      type: "string" as const,
      format: "binary",
      description: "The document, under 8 MiB (8 388 608 bytes): jpg, jpeg, png, pdf, doc, docx, odt or rtf, recognised by its bytes.",
    },
    type: {
      type: "string" as const,
      enum: [...DOCUMENT_TYPES],
      description: "An identity card is two documents: id_card_recto and id_card_verso.",
    },
    name: { type: "string" as const, maxLength: 255, description: "Defaults to the file's name." },
    valid_from: { type: "string" as const, format: "date" },
    valid_until: { type: "string" as const, format: "date" },
    card_number: { type: "string" as const, maxLength: 100 },
    delivering_organization: { type: "string" as const, maxLength: 255 },
    confidential: { type: "string" as const, enum: ["true", "false"], description: "Hidden from mobile-app callers." },
  },
};

const DocumentIdParams = DocumentParamsSchema;

workerDocumentRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/documents",
    tags: ["documents"],
    summary: "Upload a worker's document",
    description: `multipart/form-data. The file's bytes decide its format (not its name or declared type): anything else than jpg, png, pdf, doc, docx, odt, rtf is 415 "${DOCUMENT_MESSAGES.unsupportedFormat}". Over 8 MiB (also for a chunked body) 413. The same content already on this worker's file (including the recto again as verso) is 409 "${DOCUMENT_MESSAGES.duplicate}" and nothing is stored; the same content on another worker of the space is accepted and named in possible_duplicate_worker_ids. A mobile-app caller cannot upload a confidential document (403).`,
    request: { params: WorkerIdParamsSchema, body: { required: true, content: { "multipart/form-data": { schema: uploadForm } } } },
    responses: {
      201: jsonResponse(DocumentSchema, "Stored"),
      413: jsonResponse(ErrorBodySchema, "Over 8 MiB"),
      ...errorResponses(400, 401, 403, 404, 409, 415, 422),
    },
  }),
  async (c) => {
    const scope = await workerScopeFor(c, c.req.valid("param").id);
    const form = await readUploadForm(c.req.raw, DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, DOCUMENT_MESSAGES.tooLarge);
    const file = form.getAll("file");
    if (file.length !== 1 || typeof file[0] === "string") {
      throw new AppError("validation_failed", "Invalid input", {
        fields: [{ field: "file", reason: "required", message: "One file is required" }],
      });
    }
    const fields = DocumentUploadFieldsSchema.safeParse(formTextFields(form, ["file"]));
    if (!fields.success) throw new AppError("validation_failed", "Invalid input", { fields: zodFieldErrors(fields.error) });
    const document = await uploadDocument(await documentsContextOf(c), { ...scope, file: file[0]!, fields: fields.data });
    return c.json(document, 201);
  },
);

workerDocumentRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/documents",
    tags: ["documents"],
    summary: "A worker's documents",
    description:
      "By type, then upload order. expiry flags a validity that ended or ends within 30 Paris days; possible_duplicate_worker_ids names other workers of the space with the same content. Confidential documents are left out for mobile-app callers.",
    request: { params: WorkerIdParamsSchema },
    responses: { 200: jsonResponse(z.array(DocumentSchema), "The documents"), ...errorResponses(401, 404, 422) },
  }),
  async (c) => {
    const scope = await workerScopeFor(c, c.req.valid("param").id);
    return c.json(await listDocuments(await documentsContextOf(c), scope), 200);
  },
);

workerDocumentRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/documents/{document_id}",
    tags: ["documents"],
    summary: "One document's fields, with its version as ETag",
    request: { params: DocumentIdParams },
    responses: {
      200: { ...jsonResponse(DocumentSchema, "The document"), headers: z.object({ ETag: z.string() }) },
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const params = c.req.valid("param");
    const scope = await workerScopeFor(c, params.id);
    const { document, updatedAt } = await getDocument(await documentsContextOf(c), { ...scope, documentId: params.document_id });
    withVersion(c, updatedAt);
    return c.json(document, 200);
  },
);

workerDocumentRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/documents/{document_id}/file",
    tags: ["documents"],
    summary: "Download a document",
    description: "The stored bytes with their detected type, as an attachment named after the document (RFC 6266 filename*).",
    request: { params: DocumentIdParams },
    responses: { 200: { content: documentContent, description: "The file" }, ...errorResponses(401, 404, 422) },
  }),
  async (c) => {
    const params = c.req.valid("param");
    const scope = await workerScopeFor(c, params.id);
    const { object, mimeType, downloadName } = await readDocumentFile(await documentsContextOf(c), {
      ...scope,
      documentId: params.document_id,
    });
    return c.body(object.body, 200, {
      "Content-Type": mimeType,
      "Content-Length": String(object.size),
      "Content-Disposition": contentDisposition(downloadName),
      // Someone's papers: kept by no shared cache, never sniffed into something else by the browser.
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  },
);

workerDocumentRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/{id}/documents/{document_id}",
    tags: ["documents"],
    summary: "Edit a document's fields",
    description:
      "type, name, validity, card number, delivering organisation, confidential (null clears an optional field). With If-Match the edit applies only to that version, else 412 (decision 0013).",
    request: { params: DocumentIdParams, headers: IfMatchHeaderSchema, body: jsonBody(DocumentUpdateSchema) },
    responses: {
      200: { ...jsonResponse(DocumentSchema, "Updated"), headers: z.object({ ETag: z.string() }) },
      ...errorResponses(400, 401, 403, 404, 412, 415, 422),
    },
  }),
  async (c) => {
    const params = c.req.valid("param");
    const scope = await workerScopeFor(c, params.id);
    const { document, updatedAt } = await updateDocument(await documentsContextOf(c), {
      ...scope,
      documentId: params.document_id,
      changes: c.req.valid("json"),
      expectedVersions: expectedVersions(c),
    });
    withVersion(c, updatedAt);
    return c.json(document, 200);
  },
);

workerDocumentRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/{id}/documents/{document_id}",
    tags: ["documents"],
    summary: "Delete a document and its file",
    description: `Both go, or neither: when the file store fails the answer is 500 "${DOCUMENT_MESSAGES.deleteFailed}" and the document stays whole.`,
    request: { params: DocumentIdParams },
    responses: {
      204: { description: "Deleted" },
      500: jsonResponse(ErrorBodySchema, DOCUMENT_MESSAGES.deleteFailed),
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const params = c.req.valid("param");
    const scope = await workerScopeFor(c, params.id);
    await deleteDocument(await documentsContextOf(c), { ...scope, documentId: params.document_id });
    return c.body(null, 204);
  },
);

/** RFC 6266: an ASCII fallback name, and the real one UTF-8 percent-encoded in filename*. */
export function contentDisposition(name: string): string {
  const fallback = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
