import { toTimesheet } from "./timesheet-view";
import type { Timesheet } from "#domain/timesheets/timesheet-schemas";
import type { OperationContext } from "../operation-context";
import type { Bindings } from "../platform/bindings";
import { sendTimesheetForApproval } from "./send-timesheet-for-approval";
import { timesheetFileOr404 } from "./timesheet-scope";

/**
 * POST /v1/timesheets/{id}/submit: staff send a week to the order's contact for approval (decision
 * 0052). 404 outside the caller's spaces; 409 once approved or without a contact with an e-mail.
 */
export async function submitTimesheet(
  context: OperationContext & { linkBindings: Pick<Bindings, "CONFIRMATION_LINK_SECRET" | "ENVIRONMENT"> },
  id: number,
): Promise<Timesheet> {
  const file = await timesheetFileOr404(context, id);
  return toTimesheet(await sendTimesheetForApproval(context, file));
}
