import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { workerAvailabilities } from "#db/schema/worker-details";
import {
  AvailabilityCreateSchema,
  AvailabilityParamsSchema,
  AvailabilitySchema,
  type Availability,
} from "#domain/workers/availability-schemas";
import { WorkerIdParamsSchema } from "#domain/workers/worker-schemas";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { deleteWorkerAvailability } from "#features/workers/delete-worker-availability";
import { listWorkerAvailabilities } from "#features/workers/list-worker-availabilities";
import { recordWorkerAvailability } from "#features/workers/record-worker-availability";

// /v1/workers/{id}/availabilities (spec 000 §3 Worker availability, §4, §5, §8 "Availability clash
// cancelled. Availability vanished.").
export const workerAvailabilityRoutes = callerRoutes();

workerAvailabilityRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/availabilities",
    tags: ["workers"],
    summary: "A worker's availabilities, latest period first",
    request: { params: WorkerIdParamsSchema },
    responses: { 200: jsonResponse(z.array(AvailabilitySchema), "The availabilities"), ...errorResponses(401, 404, 422) },
  }),
  async (c) => c.json((await listWorkerAvailabilities(operationContextOf(c), c.req.valid("param").id)).map(toAvailability), 200),
);

workerAvailabilityRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/availabilities",
    tags: ["workers"],
    summary: "Record an availability",
    description:
      "Without a period: from now for one week. A day as a bound means the whole day in Paris. 409 'Availability clash' when the period overlaps another of the worker's; nothing is written then. follow_up records a request for news at the period's end (not for status contract), sent by SMS when the period ends.",
    request: { params: WorkerIdParamsSchema, body: jsonBody(AvailabilityCreateSchema) },
    responses: { 201: jsonResponse(AvailabilitySchema, "Recorded"), ...errorResponses(400, 401, 404, 409, 415, 422) },
  }),
  async (c) => {
    const created = await recordWorkerAvailability(operationContextOf(c), {
      workerId: c.req.valid("param").id,
      availability: c.req.valid("json"),
    });
    return c.json(toAvailability(created), 201);
  },
);

workerAvailabilityRoutes.openapi(
  createRoute({
    method: "delete",
    path: "/{id}/availabilities/{availabilityId}",
    tags: ["workers"],
    summary: "Delete an availability (404 'Availability vanished' when it no longer exists)",
    request: { params: AvailabilityParamsSchema },
    responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404, 422) },
  }),
  async (c) => {
    const { id, availabilityId } = c.req.valid("param");
    await deleteWorkerAvailability(operationContextOf(c), { workerId: id, availabilityId });
    return c.body(null, 204);
  },
);

function toAvailability(row: typeof workerAvailabilities.$inferSelect): Availability {
  return AvailabilitySchema.parse({
    ...row,
    from: row.starts_at.toISOString(),
    to: row.ends_at.toISOString(),
    created_at: row.created_at.toISOString(),
  });
}
