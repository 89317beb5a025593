import { createRoute, z } from "@hono/zod-openapi";
import {
  ExportCreateSchema,
  ExportIdParamsSchema,
  ListExportsQuerySchema,
  StatisticsExportSchema,
  StatisticsQuerySchema,
  StatisticsSchema,
} from "#domain/statistics/statistics-schemas";
import { getStatistics } from "#features/statistics/get-statistics";
import { listStatisticsExports } from "#features/statistics/list-statistics-exports";
import { readStatisticsExportFile } from "#features/statistics/read-statistics-export-file";
import { requestStatisticsExport } from "#features/statistics/request-statistics-export";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { operationContextOf } from "../lib/operation-contexts";
import { requirePermission } from "../middleware/authenticate";
import { contentDisposition } from "./workers-documents";

// /v1/statistics (spec 000 §1, §2, §6: owners only; the names are a contract). The figures are read on
// demand; an export is built by the queue Worker into R2 (decision 0047).
export const statisticsRoutes = callerRoutes();

statisticsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: ["statistics"],
    summary: "A period's figures, for one space or every space (owners)",
    description:
      "Registrations by route, orders and their fill, SMS, DPAE, each for the period from `from` to `to` (Paris days, both included, at most 366), with the daily series. Without space_id, every space together.",
    middleware: [requirePermission("app-admin")] as const,
    request: { query: StatisticsQuerySchema },
    responses: { 200: jsonResponse(StatisticsSchema, "The figures"), ...errorResponses(401, 403, 404, 422) },
  }),
  async (c) => c.json(await getStatistics(operationContextOf(c), c.req.valid("query")), 200),
);

statisticsRoutes.openapi(
  createRoute({
    method: "post",
    path: "/exports",
    tags: ["statistics"],
    summary: "Ask for a statistics export (owners): built by the queue Worker, then downloadable",
    description:
      "Answers 202 with the export, queued. CSV is UTF-8 with a byte-order mark, `;` between fields and a decimal comma (a French spreadsheet opens it as it is); a text cell starting with =, +, -, @, a tab or a carriage return gets a leading apostrophe. XLSX holds the figures, the daily series and the detail rows in sheets. At most 5 exports asked by owners wait or are built at once (429 beyond).",
    middleware: [requirePermission("app-admin")] as const,
    request: { body: jsonBody(ExportCreateSchema) },
    responses: { 202: jsonResponse(StatisticsExportSchema, "The export, queued"), ...errorResponses(400, 401, 403, 404, 415, 422, 429) },
  }),
  async (c) => c.json(await requestStatisticsExport(operationContextOf(c), c.req.valid("json")), 202),
);

statisticsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/exports",
    tags: ["statistics"],
    summary: "The statistics exports, newest first, with their status (owners)",
    middleware: [requirePermission("app-admin")] as const,
    request: { query: ListExportsQuerySchema },
    responses: { 200: jsonResponse(z.array(StatisticsExportSchema), "The exports"), ...errorResponses(401, 403, 422) },
  }),
  async (c) => c.json(await listStatisticsExports(operationContextOf(c), c.req.valid("query")), 200),
);

statisticsRoutes.openapi(
  createRoute({
    method: "get",
    path: "/exports/{id}/file",
    tags: ["statistics"],
    summary: "Download a ready export (owners)",
    description: "The file as an attachment; 409 while it is queued, running or failed.",
    middleware: [requirePermission("app-admin")] as const,
    request: { params: ExportIdParamsSchema },
    responses: {
      200: {
        content: {
          "text/csv": { schema: z.string() },
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { schema: z.string().describe("binary") },
        },
        description: "The file",
      },
      ...errorResponses(401, 403, 404, 409, 422),
    },
  }),
  async (c) => {
    const file = await readStatisticsExportFile(operationContextOf(c), c.req.valid("param").id);
    return c.body(file.body, 200, {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(file.fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  },
);
