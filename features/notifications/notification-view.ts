import type { notifications } from "#db/schema/notifications";
import type { Locale } from "#domain/reference/label-language";
import type { Notification } from "#domain/notifications/notification-schemas";
import type { NotificationContent } from "#domain/notifications/notification-templates";
import { renderNotification } from "#domain/notifications/render-notification";

type NotificationRow = Pick<typeof notifications.$inferSelect, "id" | "type" | "created_at" | "data_order_id" | "data_superworker_id">;

/**
 * The shape a notification has on the wire, in the list and on the live socket: its template and
 * parameters, and its title and message worded in the reader's language (decision 0042).
 */
export function notificationView(row: NotificationRow, content: NotificationContent, read: boolean, language: Locale): Notification {
  return {
    id: row.id,
    type: row.type,
    read,
    ...renderNotification(content, language),
    created_at: row.created_at.toISOString(),
    data: { order_id: row.data_order_id, superworker_id: row.data_superworker_id },
    ...content,
  };
}
