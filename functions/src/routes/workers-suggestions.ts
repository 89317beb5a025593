import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { OCR_MESSAGES } from "#domain/ocr/ocr-fields";
import { SuggestionParamsSchema, SuggestionSchema } from "#domain/ocr/suggestion-schemas";
import { WorkerIdParamsSchema } from "#domain/workers/worker-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { expectedVersions, IfMatchHeaderSchema, withVersion } from "../lib/row-version";
import { acceptSuggestion } from "#features/suggestions/accept-suggestion";
import { listSuggestions } from "#features/suggestions/list-suggestions";
import { rejectSuggestion } from "#features/suggestions/reject-suggestion";

// /v1/workers/{id}/suggestions: what OCR read on a worker's documents, for staff to accept onto the
// profile or reject (decision 0024). A space without its ocr flag gets 403.
export const workerSuggestionRoutes = callerRoutes();

const deactivated = `403 "${OCR_MESSAGES.deactivated}" when the worker's space does not have its ocr flag.`;

workerSuggestionRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/suggestions",
    tags: ["documents"],
    summary: "OCR suggestions waiting on a worker's profile",
    description: `Pending ones, oldest first. ${deactivated}`,
    request: { params: WorkerIdParamsSchema },
    responses: { 200: jsonResponse(z.array(SuggestionSchema), "The suggestions"), ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => {
    return c.json(await listSuggestions(operationContextOf(c), c.req.valid("param").id), 200);
  },
);

workerSuggestionRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/suggestions/{sid}/accept",
    tags: ["documents"],
    summary: "Accept an OCR suggestion onto the worker's profile",
    description: `Applied exactly as PATCH /v1/workers/{id} with that one field: the same rules (422), uniqueness (409) and, with If-Match (the worker's ETag), the same lost-update guard (412); its error is answered as is and the suggestion stays pending. 409 once decided. ${deactivated}`,
    request: { params: SuggestionParamsSchema, headers: IfMatchHeaderSchema },
    responses: { 200: jsonResponse(SuggestionSchema, "Accepted"), ...errorResponses(401, 403, 404, 409, 412, 422) },
  }),
  async (c) => {
    const { id, sid } = c.req.valid("param");
    const { suggestion, worker } = await acceptSuggestion(operationContextOf(c), {
      workerId: id,
      suggestionId: sid,
      expectedVersions: expectedVersions(c),
    });
    withVersion(c, worker.updated_at);
    return c.json(suggestion, 200);
  },
);

workerSuggestionRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/suggestions/{sid}/reject",
    tags: ["documents"],
    summary: "Reject an OCR suggestion",
    description: `The profile is left as it is. 409 once decided. ${deactivated}`,
    request: { params: SuggestionParamsSchema },
    responses: { 200: jsonResponse(SuggestionSchema, "Rejected"), ...errorResponses(401, 403, 404, 409, 422) },
  }),
  async (c) => {
    const { id, sid } = c.req.valid("param");
    return c.json(await rejectSuggestion(operationContextOf(c), { workerId: id, suggestionId: sid }), 200);
  },
);
