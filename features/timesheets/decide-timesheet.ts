import { getTimesheetFile, type TimesheetFile } from "#db/timesheets/get-timesheet";
import { decideTimesheetStatement, timesheetStillIn } from "#db/timesheets/timesheet-approvals";
import { isWriteGuardRefusal, writeGuard } from "#db/sql/write-guard";
import { AppError } from "#domain/errors/app-error";
import { APPROVAL_MESSAGES, type PublicTimesheet } from "#domain/timesheets/timesheet-approval";
import { activityLog } from "#features/activity-logs/activity-log";
import { raiseNotification } from "#features/notifications/raise-notification";
import { periodOf } from "./send-timesheet-for-approval";
import { openTimesheetLink, partiesOf, toPublicTimesheet, type TimesheetLinkContext } from "./timesheet-links";

export type TimesheetDecision = { decision: "approve" } | { decision: "dispute"; comment: string };

const STATUS_OF = { approve: "approved", dispute: "disputed" } as const;

/**
 * POST /v1/public/timesheet-approvals/{code}/approve and /dispute (decision 0052): the order's contact
 * the week was sent to approves it (it is then locked) or disputes it with a comment, recorded with who
 * and when; the agency's users are notified. The same decision twice answers the first, nothing
 * written or raised again; the other decision once one is taken, or a week not waiting, answers 409.
 */
export async function decideTimesheet(context: TimesheetLinkContext, code: string, input: TimesheetDecision): Promise<PublicTimesheet> {
  const file = await openTimesheetLink(context, "approval", code);
  const parties = await partiesOf(context, file.id, "approver");
  return toPublicTimesheet(await recordDecision(context, file, parties, input), parties);
}

async function recordDecision(
  context: TimesheetLinkContext,
  file: TimesheetFile,
  parties: Awaited<ReturnType<typeof partiesOf>>,
  input: TimesheetDecision,
  attempts = 3,
): Promise<TimesheetFile> {
  const status = STATUS_OF[input.decision];
  if (file.status === status) return file;
  if (file.status !== "submitted") {
    const reason =
      file.status === "approved"
        ? APPROVAL_MESSAGES.alreadyApproved
        : file.status === "disputed"
          ? APPROVAL_MESSAGES.alreadyDisputed
          : APPROVAL_MESSAGES.notSubmitted;
    throw new AppError("conflict", reason);
  }
  const { db, now } = context;
  const contactName = [parties.contact_first_name, parties.contact_last_name].filter(Boolean).join(" ");
  const by = parties.contact_email ? `${contactName} <${parties.contact_email}>` : contactName || "client";
  const comment = input.decision === "dispute" ? input.comment : null;
  try {
    await db.batch([
      writeGuard(db, timesheetStillIn(file.id, ["submitted"], file.updated_at)),
      decideTimesheetStatement(db, file.id, { status, by, comment, now }),
      activityLog(context, {
        title: status === "approved" ? "Timesheet approved" : "Timesheet disputed",
        type: "update",
        schema: "orders",
        subjectId: file.order_id,
        spaceId: file.space_id,
        description: `Timesheet ${file.id}, ${file.week} (${file.starts_on} to ${file.ends_on}), by ${by}`,
        changes: { timesheet_id: file.id, status, decided_by: by, contact_id: parties.contact_id, comment },
      }),
    ]);
  } catch (error) {
    if (!isWriteGuardRefusal(error) || attempts <= 1) throw error;
    // Decided or changed in between (two clicks at once): judged again as it is now.
    const current = await getTimesheetFile(db, file.id);
    if (!current) throw error;
    return recordDecision(context, current, parties, input, attempts - 1);
  }
  await raiseNotification(context, {
    spaceId: file.space_id,
    orderId: file.order_id,
    workerId: file.worker_id,
    template: "timesheet_decided",
    params: {
      worker_name: [file.worker_first_name, file.worker_last_name].filter(Boolean).join(" "),
      decision: status,
      contact_name: contactName || by,
      order_number: file.order_number,
      period: periodOf(file),
      comment,
    },
  });
  return (await getTimesheetFile(db, file.id))!;
}
