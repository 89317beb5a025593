import { z } from "zod";
import { addDays, parisDayEnd } from "../dates/paris-day";
import { parisWallTime } from "../dates/paris-wall-time";
import { TimesheetSchema } from "./timesheet-schemas";

// The timesheets' public links and the client's decision (decision 0052): how long each link works,
// what the public pages show, and when the reminders go out (Paris time).

const DAY_MS = 86_400_000;

/** The worker's link works until two weeks after the timesheet's last day: late hours are still entered. */
export const WORKER_LINK_DAYS_AFTER_WEEK = 14;
/** The client's link works 30 days from its sending: a month's pay closes within it. */
export const APPROVAL_LINK_DAYS = 30;

/** When the worker's link to a timesheet ending `endsOn` (YYYY-MM-DD, Paris) stops working. */
export function workerLinkExpiry(endsOn: string): Date {
  return parisDayEnd(addDays(endsOn, WORKER_LINK_DAYS_AFTER_WEEK));
}

/** When the client's link sent at `sentAt` stops working. */
export function approvalLinkExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + APPROVAL_LINK_DAYS * DAY_MS);
}

/** Statuses the worker may still fill in: once sent to the client, staff correct it. */
export const WORKER_EDITABLE_STATUSES = ["to_fill", "disputed"] as const;
/** Statuses a timesheet may be sent to the client from (a disputed one, once corrected). */
export const SUBMITTABLE_STATUSES = ["to_fill", "submitted", "disputed"] as const;

/** The reasons a decision or a send is refused, as the 409 names them. */
export const APPROVAL_MESSAGES = {
  locked: "Approved timesheets are locked: reopen it to correct it",
  notSubmitted: "The timesheet is not waiting for the client's decision",
  alreadyDisputed: "The client has already disputed this timesheet",
  alreadyApproved: "The client has already approved this timesheet",
  noContact: "The order has no contact with an e-mail address to approve the timesheet",
  notApproved: "Only an approved timesheet is reopened",
  alreadySent: "The timesheet was sent to the client: the agency corrects it now",
} as const;

export const DisputeBodySchema = z.strictObject({
  comment: z.string().trim().min(1, "Say what is wrong with the week").max(2000).describe("What the client disputes, for the agency"),
});

export const ReopenBodySchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, "Say why the approved week is corrected")
    .max(500)
    .describe("Why staff reopen an approved week (kept in the activity log)"),
});

/** What a public page shows of a week: no ids, no rate, nothing of the agency's other records. */
export const PublicTimesheetSchema = TimesheetSchema.pick({
  week: true,
  starts_on: true,
  ends_on: true,
  status: true,
  days: true,
  calendar: true,
  totals: true,
  submitted_at: true,
  decided_at: true,
  decided_by: true,
  dispute_comment: true,
}).extend({
  agency_name: z.string(),
  company_name: z.string(),
  order_reference: z.string().describe("CO-000042"),
  worker_name: z.string(),
});
export type PublicTimesheet = z.infer<typeof PublicTimesheetSchema>;

/** The worker's reminder: Fridays from 16:00 in Paris, the end of the working week. */
export const WORKER_REMINDER = { weekday: 5, fromHour: 16 } as const;
/** The client's reminder: Mondays from 08:00 in Paris, the start of the office day. */
export const CLIENT_REMINDER = { weekday: 1, fromHour: 8 } as const;

/** How long after its hour a reminder may still go out: the every-minute cron looks for work only then. */
export const REMINDER_WINDOW_HOURS = 2;

/** The Paris day when `now` is in the reminder's day, within its window, else null. */
export function reminderDay(now: Date, reminder: { weekday: number; fromHour: number }): string | null {
  const wall = parisWallTime(now);
  const day = wall.slice(0, 10);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const hour = Number(wall.slice(11, 13));
  return weekday === reminder.weekday && hour >= reminder.fromHour && hour < reminder.fromHour + REMINDER_WINDOW_HOURS ? day : null;
}
