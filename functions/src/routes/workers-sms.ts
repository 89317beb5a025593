import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { WorkerSmsQuerySchema, WorkerSmsSchema } from "../../../domain/sms/sms-schemas";
import { WorkerIdParamsSchema } from "../../../domain/workers/worker-schemas";
import type { AppEnv } from "../context";
import { errorResponses, jsonResponse } from "../lib/openapi";
import { paginationLinkHeader } from "../lib/pagination";
import { validationHook } from "../lib/validation-hook";
import { workerScopeFor } from "../lib/worker-access";
import { requireCaller } from "../middleware/authenticate";
import { listWorkerSms } from "../operations/sms/list-worker-sms";

// /v1/workers/{id}/sms: the SMS tab of the worker file (issue 12).
export const workerSmsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

workerSmsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}/sms",
    tags: ["workers", "sms"],
    summary: "A worker's SMS with their status (queued, scheduled, sent, delivered, failed), newest first",
    middleware: [requireCaller] as const,
    request: { params: WorkerIdParamsSchema, query: WorkerSmsQuerySchema },
    responses: {
      200: { ...jsonResponse(z.array(WorkerSmsSchema), "One page; Link header (RFC 8288) and X-Total-Count"), headers: z.object({ Link: z.string(), "X-Total-Count": z.string() }) },
      ...errorResponses(401, 404, 422),
    },
  }),
  async (c) => {
    const { workerId, spaceId } = await workerScopeFor(c, c.req.valid("param").id);
    const { page, per_page } = c.req.valid("query");
    const { items, total } = await listWorkerSms({ db: c.get("db") }, { spaceId, workerId, page, perPage: per_page });
    c.header("Link", paginationLinkHeader(c.req.url, page, per_page, total));
    c.header("X-Total-Count", String(total));
    return c.json(items, 200);
  },
);
