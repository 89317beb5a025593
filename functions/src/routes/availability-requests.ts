import { operationContextOf, withSmsBindings } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { AvailabilityRequestCreateSchema, AvailabilityRequestResultSchema } from "#domain/sms/availability-request-schemas";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { askForAvailabilities } from "#features/availability-requests/ask-for-availabilities";
import { callerRoutes } from "../access/sub-app";

// /v1/workers/availability-requests (spec 000 §1: sending availability requests; decision 0021).
export const availabilityRequestRoutes = callerRoutes();

availabilityRequestRoutes.openapi(
  createRoute({
    method: "post",
    path: "/availability-requests",
    tags: ["workers", "sms"],
    summary: "Ask workers by SMS whether they are available for a period",
    description:
      "from / to as for an availability (a day in Paris, or an instant with its offset; from now for one week by default). The SMS asks the worker to reply OUI or NON; the reply records an available or unavailable period and raises notification 5 or 6 (an overlapping period already recorded is kept; the notification says so). One entry per worker: queued, no_mobile, opted_out (answered STOP) or not_found (outside the caller's spaces). 403 'Space has no rights' when a worker's space has SMS off.",
    request: { body: jsonBody(AvailabilityRequestCreateSchema) },
    responses: {
      202: jsonResponse(z.array(AvailabilityRequestResultSchema), "One entry per worker, in the order asked"),
      ...errorResponses(400, 401, 403, 415, 422),
    },
  }),
  async (c) => {
    const { worker_ids, from, to } = c.req.valid("json");
    const results = await askForAvailabilities(withSmsBindings(operationContextOf(c), c), { workerIds: worker_ids, from, to });
    return c.json(results, 202);
  },
);
