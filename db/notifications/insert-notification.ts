import type { Database } from "../client";
import { notifications } from "../schema/notifications";

export type NewNotification = typeof notifications.$inferInsert;

/**
 * The insert of one notification, for a batch. A notification raised by an inbound SMS exists once
 * (unique data_sms_message_id): a redelivered message inserts nothing and returns no row.
 */
export function insertNotificationStatement(db: Database, notification: NewNotification) {
  return db.insert(notifications).values(notification).onConflictDoNothing().returning();
}
