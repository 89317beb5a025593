import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { DisputeBodySchema, PublicTimesheetSchema } from "#domain/timesheets/timesheet-approval";
import { TimesheetDaysBodySchema } from "#domain/timesheets/timesheet-schemas";
import { decideTimesheet } from "#features/timesheets/decide-timesheet";
import { openTimesheetLink, partiesOf, toPublicTimesheet, type TimesheetLinkContext } from "#features/timesheets/timesheet-links";
import { fillWorkerTimesheet, openWorkerTimesheet, submitWorkerTimesheet } from "#features/timesheets/worker-timesheet-link";
import { hubPublisher } from "#features/notifications/live-publisher";
import { openRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { publicOperationContextOf, requestClientOf } from "../lib/operation-contexts";
import type { AppEnv } from "../context";
import type { Context } from "hono";

// The timesheets' public pages (decision 0052), signed in nowhere: the signed code is the only key.
// The client's approval (/timesheet-approvals/{code}) and the worker's own week
// (/worker-timesheets/{code}). Each call counts against the client address's limit (429 beyond); a code
// malformed, forged, expired or of the other page answers 404.
export const publicTimesheetRoutes = openRoutes();

const TAGS = ["timesheets"];

const CodeParamsSchema = z.object({
  // Any text reaches the operation, which answers 404 for anything but a valid code.
  code: z
    .string()
    .max(200)
    .openapi({ example: "A".repeat(24) }),
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any of these routes' contexts
function linkContextOf(c: Context<AppEnv, any, any>): TimesheetLinkContext {
  return {
    ...publicOperationContextOf(c),
    client: requestClientOf(c),
    linkBindings: {
      CONFIRMATION_LINK_RATE_LIMIT: c.env.CONFIRMATION_LINK_RATE_LIMIT,
      CONFIRMATION_LINK_SECRET: c.env.CONFIRMATION_LINK_SECRET,
      ENVIRONMENT: c.env.ENVIRONMENT,
    },
    live: hubPublisher(c.env.NOTIFICATIONS),
  };
}

const week = (description: string) => jsonResponse(PublicTimesheetSchema, description);

publicTimesheetRoutes.openapi(
  createRoute({
    method: "get",
    path: "/timesheet-approvals/{code}",
    tags: TAGS,
    security: [],
    summary: "The week the client is asked to approve, from the e-mail's signed link (no sign-in)",
    description:
      "The link works 30 days from its sending, and only for the last sending. 404 otherwise; 429 beyond 30 calls a minute from one address.",
    request: { params: CodeParamsSchema },
    responses: { 200: week("The week"), ...errorResponses(404, 429) },
  }),
  async (c) => {
    const context = linkContextOf(c);
    const file = await openTimesheetLink(context, "approval", c.req.valid("param").code);
    return c.json(toPublicTimesheet(file, await partiesOf(context, file.id, "approver")), 200);
  },
);

publicTimesheetRoutes.openapi(
  createRoute({
    method: "post",
    path: "/timesheet-approvals/{code}/approve",
    tags: TAGS,
    security: [],
    summary: "The client approves the week (it is then locked)",
    description:
      "Recorded with who (the order's contact the link was sent to) and when; the agency's users are notified. Approving again answers the first approval, nothing recorded or notified twice. 409 when the week was disputed or is not waiting for a decision.",
    request: { params: CodeParamsSchema },
    responses: { 200: week("Approved"), ...errorResponses(404, 409, 429) },
  }),
  async (c) => c.json(await decideTimesheet(linkContextOf(c), c.req.valid("param").code, { decision: "approve" }), 200),
);

publicTimesheetRoutes.openapi(
  createRoute({
    method: "post",
    path: "/timesheet-approvals/{code}/dispute",
    tags: TAGS,
    security: [],
    summary: "The client disputes the week, saying why",
    description:
      "comment is required (422 naming it). Recorded with who and when; the agency's users are notified and correct the week, then send it again. Disputing again answers the first dispute. 409 once approved.",
    request: { params: CodeParamsSchema, body: jsonBody(DisputeBodySchema) },
    responses: { 200: week("Disputed"), ...errorResponses(400, 404, 409, 415, 422, 429) },
  }),
  async (c) =>
    c.json(
      await decideTimesheet(linkContextOf(c), c.req.valid("param").code, { decision: "dispute", comment: c.req.valid("json").comment }),
      200,
    ),
);

publicTimesheetRoutes.openapi(
  createRoute({
    method: "get",
    path: "/worker-timesheets/{code}",
    tags: TAGS,
    security: [],
    summary: "The worker's own week, from the SMS's signed link (no sign-in)",
    description: "The link works until two weeks after the week's part ends. 404 otherwise; 429 beyond 30 calls a minute from one address.",
    request: { params: CodeParamsSchema },
    responses: { 200: week("The week"), ...errorResponses(404, 429) },
  }),
  async (c) => c.json(await openWorkerTimesheet(linkContextOf(c), c.req.valid("param").code), 200),
);

publicTimesheetRoutes.openapi(
  createRoute({
    method: "put",
    path: "/worker-timesheets/{code}",
    tags: TAGS,
    security: [],
    summary: "The worker fills their week's days",
    description:
      "The same days and rules as PUT /v1/timesheets/{id}: 422 naming the day (outside the placement, over 10 hours, past 48 in the week, under 11 hours' rest). 409 once sent to the client (the agency corrects it then) or approved.",
    request: { params: CodeParamsSchema, body: jsonBody(TimesheetDaysBodySchema) },
    responses: { 200: week("Saved"), ...errorResponses(400, 404, 409, 415, 422, 429) },
  }),
  async (c) => c.json(await fillWorkerTimesheet(linkContextOf(c), c.req.valid("param").code, c.req.valid("json").days), 200),
);

publicTimesheetRoutes.openapi(
  createRoute({
    method: "post",
    path: "/worker-timesheets/{code}/submit",
    tags: TAGS,
    security: [],
    summary: "The worker sends their week to the client for approval",
    description:
      "As POST /v1/timesheets/{id}/submit: the order's contact gets the approval e-mail; a week already sent is answered as it is.",
    request: { params: CodeParamsSchema },
    responses: { 202: week("Sent (or already waiting)"), ...errorResponses(404, 409, 429) },
  }),
  async (c) => c.json(await submitWorkerTimesheet(linkContextOf(c), c.req.valid("param").code), 202),
);
