import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { getTimesheetParties } from "#db/timesheets/timesheet-approvals";
import { ReopenBodySchema } from "#domain/timesheets/timesheet-approval";
import { TimesheetIdParamsSchema, TimesheetSchema } from "#domain/timesheets/timesheet-schemas";
import { reopenTimesheet } from "#features/timesheets/reopen-timesheet";
import { sendWorkerLink } from "#features/timesheets/send-worker-link";
import { submitTimesheet } from "#features/timesheets/submit-timesheet";
import { timesheetFileOr404 } from "#features/timesheets/timesheet-scope";
import { callerRoutes } from "../access/sub-app";
import { errorResponses, jsonBody, jsonResponse } from "../lib/openapi";
import { operationContextOf, withSmsBindings } from "../lib/operation-contexts";
import { withVersion } from "../lib/row-version";
import { requirePermission } from "../middleware/authenticate";

// The timesheets' way to the client's approval (decision 0052), staff's side: send a week for
// approval, send the worker the link to fill it, reopen an approved week. The orders permission, as
// every timesheet route; another space's timesheet answers 404.
export const timesheetApprovalRoutes = callerRoutes();
timesheetApprovalRoutes.use("*", requirePermission("orders"));

const TAGS = ["timesheets"];

timesheetApprovalRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/submit",
    tags: TAGS,
    summary: "Send a week to the order's contact for approval",
    description:
      "The timesheet becomes submitted and the order's contact gets an e-mail with a signed link (valid 30 days) to a public page where they approve it or dispute it with a comment. A week already submitted is answered as it is and nothing is sent again. 409 once approved (locked: reopen it first) or when the order has no contact with an e-mail.",
    request: { params: TimesheetIdParamsSchema },
    responses: {
      202: jsonResponse(TimesheetSchema, "Sent (or already waiting)"),
      ...errorResponses(401, 403, 404, 409, 422),
    },
  }),
  async (c) => {
    const context = operationContextOf(c);
    const timesheet = await submitTimesheet({ ...context, linkBindings: c.env }, c.req.valid("param").id);
    withVersion(c, new Date(timesheet.updated_at));
    return c.json(timesheet, 202);
  },
);

timesheetApprovalRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/reopen",
    tags: TAGS,
    summary: "Reopen an approved week to correct it",
    description:
      "An approved timesheet is locked. Reopening it puts it back to to_fill (then correct it with PUT and send it again); the approval it had and the reason are kept in the order's activity log. 409 when it is not approved.",
    request: { params: TimesheetIdParamsSchema, body: jsonBody(ReopenBodySchema) },
    responses: {
      200: jsonResponse(TimesheetSchema, "Reopened"),
      ...errorResponses(400, 401, 403, 404, 409, 415, 422),
    },
  }),
  async (c) => {
    const timesheet = await reopenTimesheet(operationContextOf(c), { id: c.req.valid("param").id, reason: c.req.valid("json").reason });
    withVersion(c, new Date(timesheet.updated_at));
    return c.json(timesheet, 200);
  },
);

const WorkerLinkSentSchema = z.object({
  status: z.enum(["queued", "already_sent", "sms_disabled", "no_mobile", "opted_out"]),
  sms_message_id: z.number().int().nullable(),
});

timesheetApprovalRoutes.openapi(
  createRoute({
    method: "post",
    path: "/{id}/worker-link",
    tags: TAGS,
    summary: "Send the worker, by SMS, the signed link to fill their week from a phone",
    description:
      "The link (/mes-heures/{code}) works without an account until two weeks after the week's part ends. At most one SMS a day per timesheet: asked again the same day, it answers already_sent.",
    request: { params: TimesheetIdParamsSchema },
    responses: {
      202: jsonResponse(WorkerLinkSentSchema, "Queued, or why not"),
      ...errorResponses(401, 403, 404, 422),
    },
  }),
  async (c) => {
    const context = withSmsBindings(operationContextOf(c), c);
    const file = await timesheetFileOr404(context, c.req.valid("param").id);
    const parties = (await getTimesheetParties(context.db, file.id, "order"))!;
    const sent = await sendWorkerLink(context, file, parties, {
      userId: context.caller.id,
      reminder: false,
    });
    return c.json(sent, 202);
  },
);
