import { getTimesheetFile } from "#db/timesheets/get-timesheet";
import { claimClientReminders, claimWorkerReminders, getTimesheetParties } from "#db/timesheets/timesheet-approvals";
import { addDays } from "#domain/dates/paris-day";
import {
  APPROVAL_LINK_DAYS,
  CLIENT_REMINDER,
  reminderDay,
  WORKER_LINK_DAYS_AFTER_WEEK,
  WORKER_REMINDER,
} from "#domain/timesheets/timesheet-approval";
import { EmailSendJob } from "#features/email/email-send-job";
import { enqueueJob } from "#features/jobs/enqueue-job";
import type { CronContext } from "#features/jobs/cron-tasks";
import { readAppConfig } from "#features/platform/app-config";
import { approvalEmailJob } from "./send-timesheet-for-approval";
import { sendWorkerLink } from "./send-worker-link";

const DAY_MS = 86_400_000;
/** A week sent less than this before the Monday reminder is not reminded yet. */
const CLIENT_REMINDER_MIN_WAIT_MS = 12 * 60 * 60 * 1000;

/**
 * The timesheets' reminders (decision 0052), run by the every-minute cron: on Fridays from 16:00 (Paris)
 * the SMS with the link to each worker whose week is still to fill, on Mondays from 08:00 the e-mail
 * again to each client whose week still waits, until done. Each timesheet is claimed for the day
 * before it is reminded, and each message is keyed by the day: never twice the same day.
 */
export async function sendTimesheetReminders(context: Pick<CronContext, "db" | "env" | "now">): Promise<number> {
  const { db, now, env } = context;
  let sent = 0;
  const workerDay = reminderDay(now, WORKER_REMINDER);
  if (workerDay) {
    const claimed = await claimWorkerReminders(db, workerDay, addDays(workerDay, -WORKER_LINK_DAYS_AFTER_WEEK));
    for (const { id } of claimed) {
      const [file, parties] = await Promise.all([getTimesheetFile(db, id), getTimesheetParties(db, id, "order")]);
      if (!file || !parties) continue;
      const result = await sendWorkerLink({ db, now, bindings: env }, file, parties, { userId: null, reminder: true });
      if (result.status === "queued") sent++;
    }
  }
  const clientDay = reminderDay(now, CLIENT_REMINDER);
  if (clientDay) {
    const claimed = await claimClientReminders(
      db,
      clientDay,
      new Date(now.getTime() - APPROVAL_LINK_DAYS * DAY_MS),
      new Date(now.getTime() - CLIENT_REMINDER_MIN_WAIT_MS),
    );
    const config = readAppConfig(env);
    for (const { id } of claimed) {
      const [file, parties] = await Promise.all([getTimesheetFile(db, id), getTimesheetParties(db, id, "approver")]);
      if (!file?.submitted_at || !parties?.contact_email) continue;
      const email = await approvalEmailJob({ config, linkBindings: env }, file, {
        agencyName: parties.agency_name,
        email: parties.contact_email,
        sentAt: file.submitted_at,
        reminderOn: clientDay,
      });
      await enqueueJob(env.JOBS, EmailSendJob, email);
      sent++;
    }
  }
  return sent;
}
