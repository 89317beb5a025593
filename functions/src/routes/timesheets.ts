import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  ListTimesheetsQuerySchema,
  TimesheetDaysBodySchema,
  TimesheetExportQuerySchema,
  TimesheetIdParamsSchema,
  TimesheetSchema,
  TimesheetSummarySchema,
} from "#domain/timesheets/timesheet-schemas";
import { exportTimesheets } from "#features/timesheets/export-timesheets";
import { getTimesheet } from "#features/timesheets/get-timesheet";
import { listTimesheets } from "#features/timesheets/list-timesheets";
import { replaceTimesheetDays } from "#features/timesheets/replace-timesheet-days";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { operationContextOf } from "../lib/operation-contexts";
import { withPageHeaders } from "../lib/pagination";
import { expectedVersions, IfMatchHeaderSchema, withVersion } from "../lib/row-version";
import { requirePermission } from "../middleware/authenticate";
import { contentDisposition } from "./workers-documents";

// /v1/timesheets (decision 0051): a worker's hours per accepted place and ISO week (or the part of it
// in one month). Timesheets belong to orders: the orders permission opens them; another space's
// timesheet answers 404.
export const timesheetRoutes = callerRoutes();
timesheetRoutes.use("*", requirePermission("orders"));

const TAGS = ["timesheets"];
const PageHeaders = z.object({ Link: z.string(), "X-Total-Count": z.string() });
const VersionHeader = z.object({ ETag: z.string() });

timesheetRoutes.openapi(
  createRoute({
    method: "get",
    path: "/",
    tags: TAGS,
    summary: "One space's timesheets, by week, status and order",
    description:
      "space_id is required unless the caller works in exactly one space. week: an ISO week (2026-W18); a week a month ends inside has two timesheets per place, one per month. status: to_fill, submitted, approved, disputed. from and to: the timesheets lying within those days, as the export takes them. Each row has its totals: normal hours, overtime at 25 % (36th to 43rd hour) and at 50 % (from the 44th), in minutes.",
    request: { query: ListTimesheetsQuerySchema },
    responses: {
      200: { ...jsonResponse(z.array(TimesheetSummarySchema), "A page of timesheets"), headers: PageHeaders },
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await listTimesheets(operationContextOf(c), query);
    withPageHeaders(c, query, total);
    return c.json(items, 200);
  },
);

// Before /{id}: a path of words is not a timesheet's id.
timesheetRoutes.openapi(
  createRoute({
    method: "get",
    path: "/export",
    tags: TAGS,
    summary: "Pay and billing lines of the approved timesheets between two days (CSV or XLSX)",
    description:
      "Only approved timesheets, each lying within [from, to]. Sheet (CSV section) Paie: one line per timesheet (worker, order reference, week, hours per bucket, hourly rate, base pay, end-of-mission and paid-leave allowances at 10 %, meal and transport allowances) and a total line. Sheet Facturation: one line per client and order (hours per bucket × rate × the order's coefficient; overtime weighted 1.25 and 1.5) and a total line. Every amount is rounded on its line and totals are the sums of the lines. Text that a spreadsheet could read as a formula is neutralised as in the statistics export.",
    request: { query: TimesheetExportQuerySchema },
    responses: {
      200: {
        content: {
          "text/csv": { schema: z.string() },
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { schema: z.string().describe("binary") },
        },
        description: "The file, as an attachment",
      },
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const file = await exportTimesheets(operationContextOf(c), c.req.valid("query"));
    return c.body(file.body, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": contentDisposition(file.fileName),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  },
);

timesheetRoutes.openapi(
  createRoute({
    method: "get",
    path: "/{id}",
    tags: TAGS,
    summary: "One timesheet: its days, the days its placement covers, its totals",
    request: { params: TimesheetIdParamsSchema },
    responses: {
      200: { ...jsonResponse(TimesheetSchema, "The timesheet"), headers: VersionHeader },
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const timesheet = await getTimesheet(operationContextOf(c), c.req.valid("param").id);
    withVersion(c, new Date(timesheet.updated_at));
    return c.json(timesheet, 200);
  },
);

timesheetRoutes.openapi(
  createRoute({
    method: "put",
    path: "/{id}",
    tags: TAGS,
    summary: "Replace a timesheet's days",
    description:
      "days: each day worked or absent (date, start and end in Paris time, break_minutes, absence {reason, comment}, night_minutes, meal_allowance and transport_allowance in euros); a day left out is a day off. Refused (422, naming the day) outside the timesheet's days or its placement's periods, twice the same day, over 10 hours in a day (Code du travail L3121-18), past 48 hours in the week (L3121-20, the month before's part included), under 11 hours' rest between two days. 409 'Invalid status' once approved. With If-Match (the ETag of the GET), only that version, else 412.",
    request: { params: TimesheetIdParamsSchema, headers: IfMatchHeaderSchema, body: jsonBody(TimesheetDaysBodySchema) },
    responses: {
      200: { ...jsonResponse(TimesheetSchema, "Replaced"), headers: VersionHeader },
      ...errorResponses(400, 401, 403, 404, 409, 412, 415, 422),
    },
  }),
  async (c) => {
    const updated = await replaceTimesheetDays(operationContextOf(c), {
      id: c.req.valid("param").id,
      days: c.req.valid("json").days,
      expectedVersions: expectedVersions(c),
    });
    withVersion(c, new Date(updated.updated_at));
    return c.json(updated, 200);
  },
);
