import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { runBatch } from "../../../db/client";
import { deleteAvailabilityStatements } from "../../../db/workers/delete-availability";
import { insertAvailabilityStatements } from "../../../db/workers/insert-availability";
import { listAvailabilities } from "../../../db/workers/list-availabilities";
import type { workerAvailabilities } from "../../../db/schema/worker-details";
import { AppError, SERVER_MESSAGES } from "../../../domain/errors/app-error";
import {
  AvailabilityCreateSchema,
  AvailabilityParamsSchema,
  AvailabilitySchema,
  availabilityPeriod,
  type Availability,
} from "../../../domain/workers/availability-schemas";
import { WorkerIdParamsSchema } from "../../../domain/workers/worker-schemas";
import { callerRoutes } from "../access/sub-app";
import { activityLogIf } from "../lib/activity";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { workerScopeFor } from "../lib/worker-access";
import { callerOf } from "../middleware/authenticate";

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
  async (c) => {
    const { workerId, spaceId } = await workerScopeFor(c, c.req.valid("param").id);
    const rows = await listAvailabilities(c.get("db"), spaceId, workerId);
    return c.json(rows.map(toAvailability), 200);
  },
);

workerAvailabilityRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/availabilities",
    tags: ["workers"],
    summary: "Record an availability",
    description:
      "Without a period: from now for one week. A day as a bound means the whole day in Paris. 409 'Availability clash' when the period overlaps another of the worker's; nothing is written then. follow_up records a request for news at the period's end (not for status contract), sent once the dispatcher of due jobs runs (being built, issue 12).",
    request: { params: WorkerIdParamsSchema, body: jsonBody(AvailabilityCreateSchema) },
    responses: { 201: jsonResponse(AvailabilitySchema, "Recorded"), ...errorResponses(400, 401, 404, 409, 415, 422) },
  }),
  async (c) => {
    const { caller } = callerOf(c);
    const input = c.req.valid("json");
    const { workerId, spaceId } = await workerScopeFor(c, c.req.valid("param").id);
    const now = new Date();
    const period = availabilityPeriod(input, now)!;
    const db = c.get("db");
    const statements = insertAvailabilityStatements(db, {
      spaceId,
      workerId,
      status: input.status,
      startsAt: period.startsAt,
      endsAt: period.endsAt,
      followUp: input.follow_up ?? false,
      comment: input.comment || null,
      userId: caller.id,
      now,
    });
    const results = await runBatch(db, [
      activityLogIf(
        c,
        {
          title: "Availability recorded",
          type: "create",
          schema: "workers",
          subjectId: workerId,
          spaceId,
          changes: { status: input.status, from: period.startsAt.toISOString(), to: period.endsAt.toISOString(), follow_up: input.follow_up ?? false },
        },
        statements.noClash,
      ),
      statements.insert,
      ...(statements.followUp ? [statements.followUp] : []),
    ]);
    const [created] = results[1] as (typeof workerAvailabilities.$inferSelect)[];
    if (!created) throw new AppError("conflict", SERVER_MESSAGES.availabilityClash);
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
    const params = c.req.valid("param");
    const { workerId, spaceId } = await workerScopeFor(c, params.id);
    const db = c.get("db");
    const statements = deleteAvailabilityStatements(db, { id: params.availabilityId, workerId, spaceId });
    // The log entry and the follow-up's cancellation are conditioned on the row being there, so they
    // come before the delete that removes it.
    const [, , removed] = await db.batch([
      activityLogIf(
        c,
        { title: "Availability deleted", type: "delete", schema: "workers", subjectId: workerId, spaceId, changes: { availability_id: params.availabilityId } },
        statements.exists,
      ),
      statements.cancelFollowUp,
      statements.remove,
    ]);
    if (removed.length === 0) throw new AppError("not_found", SERVER_MESSAGES.availabilityVanished);
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
