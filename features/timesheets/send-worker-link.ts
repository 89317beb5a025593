import type { TimesheetFile } from "#db/timesheets/get-timesheet";
import type { TimesheetParties } from "#db/timesheets/timesheet-approvals";
import { findProposalRecipients } from "#db/orders/proposal-recipients";
import { parisToday } from "#domain/dates/paris-day";
import { shortDay, timesheetSmsText } from "#domain/timesheets/timesheet-sms";
import { readAppConfig } from "#features/platform/app-config";
import type { Bindings } from "#features/platform/bindings";
import { queueSmsMessages } from "#features/sms/queue-sms-messages";
import type { SmsContext } from "#features/sms/sms-context";
import { signWorkerCode, timesheetLinkOf } from "./timesheet-links";

export type WorkerLinkContext = SmsContext & { bindings: SmsContext["bindings"] & Pick<Bindings, "CONFIRMATION_LINK_SECRET"> };

export type WorkerLinkSent = {
  status: "queued" | "already_sent" | "sms_disabled" | "no_mobile" | "opted_out";
  sms_message_id: number | null;
};

/**
 * The SMS with the worker's signed link to their week (decision 0052), through the SMS queue. At most
 * one a day per timesheet (its idempotency key names the Paris day), whoever asks: staff, or the
 * Friday reminder.
 */
export async function sendWorkerLink(
  context: WorkerLinkContext,
  file: TimesheetFile,
  parties: Pick<TimesheetParties, "agency_name" | "sms_enabled">,
  options: { userId: number | null; reminder: boolean },
): Promise<WorkerLinkSent> {
  if (!parties.sms_enabled) return { status: "sms_disabled", sms_message_id: null };
  const [recipient] = await findProposalRecipients(context.db, file.space_id, [file.worker_id], []);
  if (!recipient?.mobile) return { status: "no_mobile", sms_message_id: null };
  if (recipient.opted_out !== null) return { status: "opted_out", sms_message_id: null };
  const code = await signWorkerCode(context.bindings, file);
  const [queued] = await queueSmsMessages(context, {
    spaceId: file.space_id,
    userId: options.userId,
    messages: [
      {
        workerId: file.worker_id,
        toPhone: recipient.mobile,
        body: timesheetSmsText({
          agencyName: parties.agency_name,
          weekStart: shortDay(file.starts_on),
          link: timesheetLinkOf(readAppConfig(context.bindings).PUBLIC_APP_URL, "worker", code),
          reminder: options.reminder,
        }),
        idempotencyKey: `timesheet-link:${file.id}:${parisToday(context.now)}`,
        orderId: file.order_id,
      },
    ],
  });
  return { status: queued!.created ? "queued" : "already_sent", sms_message_id: queued!.smsId };
}
