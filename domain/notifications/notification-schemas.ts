import { z } from "zod";
import { NOTIFICATION_TYPES } from "../enums/notification";
import { NotificationContentSchema, type NotificationContent } from "./notification-templates";

/** Spec 000 §3 Notification types, by name. */
export const NotificationType = {
  missionAccepted: 1,
  missionRefused: 2,
  registration: 3,
  smsReceived: 4,
  available: 5,
  unavailable: 6,
  contractDue: 7,
} as const satisfies Record<string, (typeof NOTIFICATION_TYPES)[number]>;

/** What a notification raised today says: any template but the text of rows raised before templates. */
export type RaisedNotificationContent = Exclude<NotificationContent, { template: "stored_text" }>;

/** The spec's type of what a template says: the bell's filters and badges go by it. */
export function notificationTypeOf(content: RaisedNotificationContent): (typeof NOTIFICATION_TYPES)[number] {
  switch (content.template) {
    case "registration_submitted":
    case "job_offer_applied":
      return NotificationType.registration;
    case "sms_received":
    case "arrival_confirmed":
      return NotificationType.smsReceived;
    case "availability_answered":
      return content.params.answer === "available" ? NotificationType.available : NotificationType.unavailable;
    case "contract_due":
      return NotificationType.contractDue;
    case "proposal_answered":
      // Only a no is refused; every other outcome answers a yes (decision 0027).
      return content.params.outcome === "refused" ? NotificationType.missionRefused : NotificationType.missionAccepted;
    case "timesheet_decided":
      // The spec's types have no timesheet: a week approved reads as a mission's yes, disputed as its no (decision 0052).
      return content.params.decision === "approved" ? NotificationType.missionAccepted : NotificationType.missionRefused;
  }
}

/** Spec 000 §9: the list covers the last 30 days. */
export const NOTIFICATION_WINDOW_DAYS = 30;
/** Spec 000 §7, §9: read states are sent in batches of 100. */
export const NOTIFICATION_BATCH_MAX = 100;

const FROM_FORMAT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** `?from=YYYY-MM-DD HH:MM:SS` (spec 000 §7), a Paris wall time like every time staff type or read. */
export const NotificationListQuerySchema = z.strictObject({
  from: z.string().regex(FROM_FORMAT, "Expected YYYY-MM-DD HH:MM:SS").optional(),
});

export const NotificationReadSchema = z.strictObject({ read: z.boolean() });

/** `{"<id>": {"read": bool}, …}`, at most 100 ids (spec 000 §7). */
export const NotificationReadMapSchema = z
  .record(z.string().regex(/^[1-9]\d{0,15}$/, "Expected a notification id"), NotificationReadSchema)
  .refine((map) => Object.keys(map).length >= 1, { message: "At least one notification" })
  .refine((map) => Object.keys(map).length <= NOTIFICATION_BATCH_MAX, {
    message: `At most ${NOTIFICATION_BATCH_MAX} notifications per call`,
  });

export const NotificationSchema = z
  .object({
    id: z.number().int(),
    type: z.union(NOTIFICATION_TYPES.map((type) => z.literal(type))),
    read: z.boolean(),
    title: z.string().describe("Rendered from template and params in the caller's language (decision 0042)"),
    message: z.string().nullable().describe("Rendered from template and params in the caller's language (decision 0042)"),
    created_at: z.string().describe("ISO 8601"),
    data: z.object({ order_id: z.number().int().nullable(), superworker_id: z.number().int().nullable() }),
  })
  .and(
    NotificationContentSchema.describe("What the notification says: a stable template key and its parameters, for a client to word itself"),
  );

export type Notification = z.infer<typeof NotificationSchema>;
