import { getTimesheetFile } from "#db/timesheets/get-timesheet";
import { notFound } from "#domain/errors/app-error";
import { WORKER_EDITABLE_STATUSES, type PublicTimesheet } from "#domain/timesheets/timesheet-approval";
import type { TimesheetDayInput } from "#domain/timesheets/timesheet-schemas";
import { replaceDaysOf } from "./replace-timesheet-days";
import { sendTimesheetForApproval } from "./send-timesheet-for-approval";
import { openTimesheetLink, partiesOf, toPublicTimesheet, type TimesheetLinkContext } from "./timesheet-links";

// The worker's own week from the SMS link, /mes-heures/{code} (decision 0052): read it, fill its days
// under the same rules as staff's PUT, send it to the client. Nobody signed in: the code is the key.

const WORKER_EDITABLE = new Set<string>(WORKER_EDITABLE_STATUSES);

/** GET /v1/public/worker-timesheets/{code} */
export async function openWorkerTimesheet(context: TimesheetLinkContext, code: string): Promise<PublicTimesheet> {
  const file = await openTimesheetLink(context, "worker", code);
  return toPublicTimesheet(file, await partiesOf(context, file.id, "order"));
}

/**
 * PUT /v1/public/worker-timesheets/{code}: the worker's days, refused as the PUT refuses them (422
 * naming the day); 409 once sent to the client (the agency corrects it then) or approved.
 */
export async function fillWorkerTimesheet(
  context: TimesheetLinkContext,
  code: string,
  days: TimesheetDayInput[],
): Promise<PublicTimesheet> {
  const opened = await openTimesheetLink(context, "worker", code);
  await replaceDaysOf(
    context,
    async () => {
      const file = await getTimesheetFile(context.db, opened.id);
      if (!file) throw notFound();
      return file;
    },
    { id: opened.id, days, expectedVersions: undefined },
    WORKER_EDITABLE,
  );
  return toPublicTimesheet((await getTimesheetFile(context.db, opened.id))!, await partiesOf(context, opened.id, "order"));
}

/** POST /v1/public/worker-timesheets/{code}/submit: the worker sends their week to the client (202). */
export async function submitWorkerTimesheet(context: TimesheetLinkContext, code: string): Promise<PublicTimesheet> {
  const file = await openTimesheetLink(context, "worker", code);
  const sent = await sendTimesheetForApproval(context, file);
  return toPublicTimesheet(sent, await partiesOf(context, file.id, "order"));
}
