import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../client";
import { notificationReads, notifications } from "../schema/notifications";
import { visibleTo, type NotificationReader } from "./notification-scope";

/** Past this many rows the answer stops: 30 days of a busy agency, newest first. */
const LIST_LIMIT = 500;

/** A user's notifications since an instant, newest first, each with this user's own read state. */
export async function listNotifications(db: Database, reader: NotificationReader, since: Date) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      template: notifications.template,
      params: notifications.params,
      created_at: notifications.created_at,
      data_order_id: notifications.data_order_id,
      data_superworker_id: notifications.data_superworker_id,
      read: sql<number>`${notificationReads.user_id} is not null`.mapWith(Boolean),
    })
    .from(notifications)
    .leftJoin(notificationReads, and(eq(notificationReads.notification_id, notifications.id), eq(notificationReads.user_id, reader.userId)))
    .where(and(visibleTo(reader), gte(notifications.created_at, since)))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(LIST_LIMIT);
}
