import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { ListWorkersQuerySchema } from "#domain/workers/list-workers-query";
import { MeAnswerSchema } from "#domain/users/user-schemas";
import {
  WorkerCreateSchema,
  WorkerFileSchema,
  WorkerIdParamsSchema,
  WorkerSummarySchema,
  WorkerUpdateSchema,
} from "#domain/workers/worker-schemas";
import { callerRoutes } from "../access/sub-app";
import { meAnswerOf } from "../lib/me-answer";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { withPageHeaders } from "../lib/pagination";
import { expectedVersions, IfMatchHeaderSchema, withVersion } from "../lib/row-version";
import { toWorkerFile, toWorkerSummary } from "#features/workers/worker-file";
import { workerCreateHook } from "../lib/worker-validation-hook";
import { createWorker } from "#features/workers/create-worker";
import { getWorker } from "#features/workers/get-worker";
import { listWorkers } from "#features/workers/list-workers";
import { updateWorker } from "#features/workers/update-worker";

/** `include=me`: the caller's /v1/users/me answer beside the resource (one call for a page). */
const IncludeMeQuerySchema = z.strictObject({ include: z.enum(["me"]).optional() });

// /v1/workers: the worker pool of the caller's spaces (spec 000 §2 /workers, §3 Worker profile, §5).
// Archiving, the bulk actions and the tabs of the file are in workers-*.ts.
export const workerRoutes = callerRoutes();

workerRoutes.openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: ["workers"],
    summary: "The workers of a space, filtered, sorted and paginated",
    description:
      "space_id is required unless the caller belongs to exactly one space. include=me answers { workers, me } instead of the array, me being the answer of GET /v1/users/me: the /workers page then needs one call. names: comma-separated, each a prefix of a first, last or maiden name. contact: one phone number (06 12 34 56 78, 0612345678, +33 6…) or e-mail, matched whole against the mobile, landline and e-mail. available_from/available_to: Paris days; one alone filters on that day; without a status, 'available' is meant. documents_expiring=true: workers with a document whose validity ended or ends within 30 Paris days. Distance: near_postal_code or near_lat+near_lng, distance_km among 5, 10, 20, 30, 50, 100, 200 (omitted: all of France). Default order: last name, or distance when a point is given. RFC 8288 Link header and X-Total-Count; X-Total-Is-Lower-Bound: true when a list narrowed by names, availability, job or transport has over 1,000 matches (X-Total-Count then says 1000: show \"1,000+\").",
    request: { query: ListWorkersQuerySchema },
    responses: {
      200: {
        ...jsonResponse(
          z.union([z.array(WorkerSummarySchema), z.object({ workers: z.array(WorkerSummarySchema), me: MeAnswerSchema })]),
          "A page of workers; with include=me, with the caller",
        ),
        headers: z.object({ Link: z.string(), "X-Total-Count": z.string(), "X-Total-Is-Lower-Bound": z.enum(["true", "false"]) }),
      },
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const { include, ...query } = c.req.valid("query");
    const { rows, total, totalIsLowerBound } = await listWorkers(operationContextOf(c), query);
    withPageHeaders(c, query, total);
    // "1,000+": a list narrowed by names, availability, job or transport counts up to 1,000 (decision 0023).
    c.header("X-Total-Is-Lower-Bound", String(totalIsLowerBound));
    const workers = rows.map(toWorkerSummary);
    return c.json(include === "me" ? { workers, me: meAnswerOf(c) } : workers, 200);
  },
);

workerRoutes.openapi(
  createRoute({
    method: "post",
    path: "/",
    tags: ["workers"],
    summary: "Create a worker",
    description:
      "422 names each refused field (spec field names); an e-mail or a mobile is required; a NIR must agree with sex and birth date. 409 when the e-mail, the mobile or external_ref is taken in the space. Under-18 workers are accepted and flagged (under_18).",
    request: { body: jsonBody(WorkerCreateSchema) },
    responses: { 201: jsonResponse(WorkerFileSchema, "Created"), ...errorResponses(400, 401, 409, 415, 422) },
  }),
  async (c) => {
    const context = operationContextOf(c);
    return c.json(toWorkerFile(await createWorker(context, c.req.valid("json")), context.now), 201);
  },
  workerCreateHook,
);

workerRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}",
    tags: ["workers"],
    summary: "One worker's file (404 outside the caller's spaces)",
    description: "include=me adds `me`, the answer of GET /v1/users/me: the worker's page then needs one call.",
    request: { params: WorkerIdParamsSchema, query: IncludeMeQuerySchema },
    responses: {
      200: {
        ...jsonResponse(WorkerFileSchema.extend({ me: MeAnswerSchema.optional() }), "The worker"),
        headers: z.object({ ETag: z.string() }),
      },
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const context = operationContextOf(c);
    const worker = await getWorker(context, c.req.valid("param").id);
    withVersion(c, worker.updated_at);
    const file = toWorkerFile(worker, context.now);
    return c.json(c.req.valid("query").include === "me" ? { ...file, me: meAnswerOf(c) } : file, 200);
  },
);

workerRoutes.openapi(
  createRoute({
    method: "patch",
    path: "/{id}",
    tags: ["workers"],
    summary: "Update a worker",
    description:
      "The profile after the change must still have an e-mail or a mobile. With If-Match (the ETag of the GET) the edit applies only to that version, else 412.",
    request: { params: WorkerIdParamsSchema, headers: IfMatchHeaderSchema, body: jsonBody(WorkerUpdateSchema) },
    responses: {
      200: { ...jsonResponse(WorkerFileSchema, "Updated"), headers: z.object({ ETag: z.string() }) },
      ...errorResponses(400, 401, 404, 409, 412, 415, 422),
    },
  }),
  async (c) => {
    const context = operationContextOf(c);
    const updated = await updateWorker(context, {
      id: c.req.valid("param").id,
      changes: c.req.valid("json"),
      expectedVersions: expectedVersions(c),
    });
    withVersion(c, updated.updated_at);
    return c.json(toWorkerFile(updated, context.now), 200);
  },
);
