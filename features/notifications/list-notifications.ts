import { listNotifications as listNotificationRows } from "#db/notifications/list-notifications";
import type { NotificationReader } from "#db/notifications/notification-scope";
import { reachableSpacesOf } from "#domain/users/space-reach";
import type { OperationContext } from "../operation-context";
import { parisWallTimeToInstant } from "#domain/dates/paris-wall-time";
import { AppError } from "#domain/errors/app-error";
import { NOTIFICATION_WINDOW_DAYS, type Notification } from "#domain/notifications/notification-schemas";
import { readNotificationContent } from "#domain/notifications/notification-templates";
import type { Locale } from "#domain/reference/label-language";
import { notificationView } from "./notification-view";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The caller's notifications since `from` (a Paris wall time "YYYY-MM-DD HH:MM:SS"), newest first,
 * worded in `language` (French unless told). Spec 000 §9: the list covers the last 30 days, so an
 * older or missing `from` reads as 30 days ago.
 */
export async function listNotifications(
  context: Pick<OperationContext, "db" | "now" | "caller">,
  input: { from?: string; language?: Locale },
): Promise<Notification[]> {
  const windowStart = new Date(context.now.getTime() - NOTIFICATION_WINDOW_DAYS * DAY_MS);
  let since = windowStart;
  if (input.from !== undefined) {
    const from = parisWallTimeToInstant(input.from.replace(" ", "T"));
    if (!from) {
      throw new AppError("validation_failed", "Invalid from", {
        fields: [{ field: "query.from", reason: "invalid", message: "Expected a date and time YYYY-MM-DD HH:MM:SS" }],
      });
    }
    if (from > since) since = from;
  }
  const rows = await listNotificationRows(context.db, readerOf(context), since);
  return rows.map((row) => notificationView(row, readNotificationContent(row.template, row.params), row.read, input.language ?? "fr"));
}

/** The caller as a reader of notifications: their own read state, their spaces' notifications (an owner: all). */
export function readerOf(context: Pick<OperationContext, "caller">): NotificationReader {
  return { userId: context.caller.id, spaceIds: reachableSpacesOf(context.caller) };
}
