import { operationContextOf } from "../lib/operation-contexts";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { WorkerSmsQuerySchema, WorkerSmsSchema } from "#domain/sms/sms-schemas";
import { WorkerIdParamsSchema } from "#domain/workers/worker-schemas";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { paginationLinkHeader } from "../lib/pagination";
import { listWorkerSms } from "#features/sms/list-worker-sms";
import { callerRoutes } from "../access/sub-app";

// /v1/workers/{id}/sms: the SMS tab of the worker file.
export const workerSmsRoutes = callerRoutes();

workerSmsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/sms",
    tags: ["workers", "sms"],
    summary: "A worker's SMS with their status (queued, scheduled, sent, delivered, failed), newest first",
    request: { params: WorkerIdParamsSchema, query: WorkerSmsQuerySchema },
    responses: {
      200: {
        ...jsonResponse(z.array(WorkerSmsSchema), "One page; Link header (RFC 8288) and X-Total-Count"),
        headers: z.object({ Link: z.string(), "X-Total-Count": z.string() }),
      },
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const { page, per_page } = c.req.valid("query");
    const { items, total } = await listWorkerSms(operationContextOf(c), { workerId: c.req.valid("param").id, page, perPage: per_page });
    c.header("Link", paginationLinkHeader(c.req.url, page, per_page, total));
    c.header("X-Total-Count", String(total));
    return c.json(items, 200);
  },
);
