import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { OCR_MESSAGES } from "#domain/ocr/ocr-fields";
import { SuggestionParamsSchema, SuggestionSchema } from "#domain/ocr/suggestion-schemas";
import { AppError } from "#domain/errors/app-error";
import { zodFieldErrors } from "#domain/errors/zod-field-errors";
import { WorkerIdParamsSchema, WorkerUpdateSchema } from "#domain/workers/worker-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { expectedVersions, IfMatchHeaderSchema, withVersion } from "../lib/row-version";
import { workerScopeFor } from "../lib/worker-access";
import { documentsContextOf } from "../operations/documents/documents-context";
import { operationContextOf } from "../operations/operation-context";
import { updateWorker } from "../operations/workers/update-worker";
import { pendingSuggestion, recordSuggestionDecision } from "../operations/suggestions/decide-suggestion";
import { listSuggestions } from "../operations/suggestions/list-suggestions";

// /v1/workers/{id}/suggestions: what OCR read on a worker's documents, for staff to accept onto the
// profile or reject (issue 14 item 4; decision 0024). A space without its ocr flag gets 403.
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
    const scope = await workerScopeFor(c, c.req.valid("param").id);
    return c.json(await listSuggestions(await documentsContextOf(c), scope), 200);
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
    const params = c.req.valid("param");
    const scope = await workerScopeFor(c, params.id);
    const context = await documentsContextOf(c);
    const input = { ...scope, suggestionId: params.sid };
    const suggestion = await pendingSuggestion(context, input);
    // The worker's own edit, with the PATCH's schema, rules, uniqueness and lost-update guard: its
    // refusal (422, 409, 412) is the answer, and the suggestion stays pending.
    const changes = WorkerUpdateSchema.safeParse({ [suggestion.field]: suggestion.value });
    if (!changes.success) throw new AppError("validation_failed", "Invalid input", { fields: zodFieldErrors(changes.error) });
    const updated = await updateWorker(operationContextOf(c), {
      id: params.id,
      changes: changes.data,
      expectedVersions: expectedVersions(c),
    });
    withVersion(c, updated.updated_at);
    return c.json(await recordSuggestionDecision(context, input, "accepted"), 200);
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
    const params = c.req.valid("param");
    const scope = await workerScopeFor(c, params.id);
    const context = await documentsContextOf(c);
    const input = { ...scope, suggestionId: params.sid };
    await pendingSuggestion(context, input);
    return c.json(await recordSuggestionDecision(context, input, "rejected"), 200);
  },
);
