import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { OCR_MESSAGES } from "../../../domain/ocr/ocr-fields";
import { SuggestionParamsSchema, SuggestionSchema } from "../../../domain/ocr/suggestion-schemas";
import { WorkerIdParamsSchema } from "../../../domain/workers/worker-schemas";
import type { AppEnv } from "../context";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { IfMatchHeaderSchema } from "../lib/row-version";
import { validationHook } from "../lib/validation-hook";
import { workerScopeFor } from "../lib/worker-access";
import { requireCaller } from "../middleware/authenticate";
import { documentsContextOf } from "../operations/documents/documents-context";
import { pendingSuggestion, recordSuggestionDecision } from "../operations/suggestions/decide-suggestion";
import { listSuggestions } from "../operations/suggestions/list-suggestions";

// /v1/workers/{id}/suggestions: what OCR read on a worker's documents, for staff to accept onto the
// profile or reject (issue 14 item 4; decision 0024). A space without its ocr flag gets 403.
export const workerSuggestionRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

const deactivated = `403 "${OCR_MESSAGES.deactivated}" when the worker's space does not have its ocr flag.`;

workerSuggestionRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/suggestions",
    tags: ["documents"],
    summary: "OCR suggestions waiting on a worker's profile",
    description: `Pending ones, oldest first. ${deactivated}`,
    middleware: [requireCaller] as const,
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
    middleware: [requireCaller] as const,
    request: { params: SuggestionParamsSchema, headers: IfMatchHeaderSchema },
    responses: { 200: jsonResponse(SuggestionSchema, "Accepted"), ...errorResponses(401, 403, 404, 409, 412, 422) },
  }),
  async (c) => {
    const params = c.req.valid("param");
    const scope = await workerScopeFor(c, params.id);
    const context = await documentsContextOf(c);
    const input = { ...scope, suggestionId: params.sid };
    const suggestion = await pendingSuggestion(context, input);
    const edit = await patchWorker(c, params.id, { [suggestion.field]: suggestion.value });
    // The edit's own refusal (422, 409, 412) is the answer; the suggestion stays pending.
    if (!edit.ok) return edit as never;
    const etag = edit.headers.get("ETag");
    if (etag) c.header("ETag", etag);
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
    middleware: [requireCaller] as const,
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

const FORWARDED_HEADERS = ["Authorization", "Cookie", "Origin", "If-Match", "User-Agent"];

/**
 * The worker's edit, through /v1's own PATCH: one home for the profile's rules and its lost-update
 * guard, the caller's own credentials and If-Match. Imported when called: the app mounts this file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, whatever its inputs
async function patchWorker(c: Context<AppEnv, any, any>, workerId: number, changes: Record<string, string>) {
  const headers = new Headers({ "Content-Type": "application/json" });
  for (const name of FORWARDED_HEADERS) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const request = new Request(new URL(`/v1/workers/${workerId}`, c.req.url), { method: "PATCH", headers, body: JSON.stringify(changes) });
  const { default: worker } = await import("../index");
  const fetchWorker = worker.fetch as (request: Request, env: AppEnv["Bindings"], ctx: ExecutionContext) => Promise<Response>;
  return fetchWorker(request, c.env, c.executionCtx as never);
}
