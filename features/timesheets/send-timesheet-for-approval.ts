import { getTimesheetFile, type TimesheetFile } from "#db/timesheets/get-timesheet";
import { submitTimesheetStatement, timesheetStillIn } from "#db/timesheets/timesheet-approvals";
import { isWriteGuardRefusal, writeGuard } from "#db/sql/write-guard";
import { timesheetApprovalEmail } from "#domain/emails/timesheet-approval-email";
import { AppError } from "#domain/errors/app-error";
import { formatReference } from "#domain/orders/reference-number";
import { APPROVAL_MESSAGES } from "#domain/timesheets/timesheet-approval";
import { longDay } from "#domain/timesheets/timesheet-sms";
import { activityLog } from "#features/activity-logs/activity-log";
import { EmailSendJob } from "#features/email/email-send-job";
import { enqueueJob } from "#features/jobs/enqueue-job";
import type { OperationContext, PublicOperationContext } from "#features/operation-context";
import type { Bindings } from "#features/platform/bindings";
import { partiesOf, signApprovalCode, timesheetLinkOf } from "./timesheet-links";

/** The e-mail goes out in French, the agency's language with its clients (decision 0024). */
const SEND_LOCALE = "fr";

export type SendForApprovalContext = PublicOperationContext & {
  caller?: OperationContext["caller"] | undefined;
  linkBindings: Pick<Bindings, "CONFIRMATION_LINK_SECRET" | "ENVIRONMENT">;
};

/** "28/12/2026 – 31/12/2026" */
export function periodOf(file: Pick<TimesheetFile, "starts_on" | "ends_on">) {
  return `${longDay(file.starts_on)} – ${longDay(file.ends_on)}`;
}

/** The approval e-mail of one sending to the order's contact, keyed so a redelivery sends it once. */
export function approvalEmailJob(
  context: Pick<SendForApprovalContext, "config" | "linkBindings">,
  file: TimesheetFile,
  input: { agencyName: string; email: string; sentAt: Date; reminderOn: string | null },
) {
  return signApprovalCode(context.linkBindings, file.id, input.sentAt).then((code) => ({
    idempotencyKey: input.reminderOn
      ? `timesheet-approval-reminder:${file.id}:${input.reminderOn}`
      : `timesheet-approval:${file.id}:${input.sentAt.getTime()}`,
    to: input.email,
    ...timesheetApprovalEmail(SEND_LOCALE, {
      agencyName: input.agencyName,
      orderReference: formatReference("order", file.order_number, SEND_LOCALE),
      workerName: [file.worker_first_name, file.worker_last_name].filter(Boolean).join(" "),
      period: periodOf(file),
      link: timesheetLinkOf(context.config.PUBLIC_APP_URL, "approval", code),
      reminder: input.reminderOn !== null,
    }),
  }));
}

/**
 * Sends a week to the order's contact for approval (decision 0052): the timesheet becomes submitted and
 * the contact gets an e-mail with the signed link to its public page. Staff do it (POST
 * /v1/timesheets/{id}/submit) and so does the worker from their own page. A week already waiting is
 * answered as it is, nothing sent again; an approved week is locked (409); without a contact with an
 * e-mail on the order, nothing changes (409 naming why).
 */
export async function sendTimesheetForApproval(context: SendForApprovalContext, file: TimesheetFile, attempts = 3): Promise<TimesheetFile> {
  if (file.status === "submitted") return file;
  if (file.status === "approved") throw new AppError("conflict", APPROVAL_MESSAGES.locked);
  const parties = await partiesOf(context, file.id, "order");
  if (parties.contact_id === null || !parties.contact_email) throw new AppError("conflict", APPROVAL_MESSAGES.noContact);
  const { db, now } = context;
  try {
    await db.batch([
      writeGuard(db, timesheetStillIn(file.id, ["to_fill", "disputed"], file.updated_at)),
      submitTimesheetStatement(db, file.id, { contactId: parties.contact_id, now }),
      activityLog(context, {
        title: "Timesheet submitted",
        type: "send",
        schema: "orders",
        subjectId: file.order_id,
        spaceId: file.space_id,
        description: `Timesheet ${file.id}, ${file.week} (${file.starts_on} to ${file.ends_on}), sent to ${parties.contact_email} for approval`,
        changes: { timesheet_id: file.id, contact_id: parties.contact_id, by: context.caller ? "staff" : "worker" },
      }),
    ]);
  } catch (error) {
    if (!isWriteGuardRefusal(error) || attempts <= 1) throw error;
    // Changed in between (sent by another hand, edited): judged again as it is now.
    const current = await getTimesheetFile(db, file.id);
    if (!current) throw error;
    return sendTimesheetForApproval(context, current, attempts - 1);
  }
  const email = await approvalEmailJob(context, file, {
    agencyName: parties.agency_name,
    email: parties.contact_email,
    sentAt: now,
    reminderOn: null,
  });
  await enqueueJob(context.bindings.JOBS, EmailSendJob, email);
  return (await getTimesheetFile(db, file.id))!;
}
