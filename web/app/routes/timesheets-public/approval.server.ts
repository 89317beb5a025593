import { data } from "react-router";
import { PublicTimesheetSchema } from "#domain/timesheets/timesheet-approval";
import { apiErrorFrom } from "#web/app/lib/api-error";
import { callApi, routeErrorFrom, type ServerArgs } from "#web/app/lib/api.server";
import { preferenceRedirect } from "#web/app/routes/registration/+shared/registration-page.server";

// What the client's approval page reads and sends (decision 0052): /v1's public timesheet routes, where
// a forged, expired or superseded link is a 404 like one that never existed, and so is the page.

const CODE = /^[A-Za-z0-9_-]{1,200}$/;

function codeOf(params: { code?: string }) {
  const code = params.code ?? "";
  if (!CODE.test(code)) throw data(null, { status: 404 });
  return code;
}

export async function loadApprovalWeek(args: ServerArgs & { params: { code?: string } }) {
  const preference = preferenceRedirect(args.request);
  if (preference) throw preference;
  const response = await callApi(args, `/public/timesheet-approvals/${codeOf(args.params)}`);
  if (response.status === 404) throw data(null, { status: 404 });
  if (!response.ok) throw routeErrorFrom(await apiErrorFrom(response));
  return PublicTimesheetSchema.parse(await response.json());
}

export type ApprovalActionResult = { outcome: "decided" } | { outcome: "comment_required" } | { outcome: "conflict"; message: string };

/** Approve, or dispute with a comment: a plain form post, the page has no script. */
export async function decideApprovalWeek(args: ServerArgs & { params: { code?: string } }): Promise<ApprovalActionResult> {
  const form = await args.request.formData();
  const intent = form.get("intent");
  const code = codeOf(args.params);
  const dispute = intent === "dispute";
  const response = await callApi(args, `/public/timesheet-approvals/${code}/${dispute ? "dispute" : "approve"}`, {
    method: "POST",
    json: dispute ? { comment: String(form.get("comment") ?? "") } : undefined,
  });
  if (response.ok) return { outcome: "decided" };
  if (response.status === 422) return { outcome: "comment_required" };
  if (response.status === 404) throw data(null, { status: 404 });
  const error = await apiErrorFrom(response);
  if (response.status === 409) return { outcome: "conflict", message: error.message };
  throw routeErrorFrom(error);
}
