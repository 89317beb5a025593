import type { Database } from "#db/client";
import { insertNotificationStatement } from "#db/notifications/insert-notification";
import { listNotificationRecipients } from "#db/notifications/list-notification-recipients";
import type { notifications } from "#db/schema/notifications";
import type { NOTIFICATION_TYPES } from "#domain/enums/notification";
import type { Notification } from "#domain/notifications/notification-schemas";
import type { LivePublisher } from "./live-publisher";

/** What raising a notification needs: the database, the clock and a way to reach the hubs. */
export interface NotificationContext {
  db: Database;
  now: Date;
  live: LivePublisher;
}

export interface RaiseNotificationInput {
  spaceId: number;
  type: (typeof NOTIFICATION_TYPES)[number];
  title: string;
  message: string | null;
  /** One user only; null or left out: every user of the space (and the owners). */
  userId?: number | null;
  orderId?: number | null;
  /** The worker it is about (the spec's data.superworker_id). */
  workerId?: number | null;
  /** The inbound SMS behind it: raised once per SMS, however often the SMS is delivered to us. */
  smsMessageId?: number | null;
}

/** The shape a notification has on the wire, in the list and on the live socket. */
export function toNotification(
  row: Pick<
    typeof notifications.$inferSelect,
    "id" | "type" | "title" | "message" | "created_at" | "data_order_id" | "data_superworker_id"
  >,
  read: boolean,
): Notification {
  return {
    id: row.id,
    type: row.type,
    read,
    title: row.title,
    message: row.message,
    created_at: row.created_at.toISOString(),
    data: { order_id: row.data_order_id, superworker_id: row.data_superworker_id },
  };
}

/**
 * Writes a notification for the users of a space and pushes it at once to those connected (spec 000
 * §3 Notification). Returns null when it already existed (same inbound SMS): nothing
 * is written or pushed twice. Callable from a route and from the queue consumer.
 */
export async function raiseNotification(context: NotificationContext, input: RaiseNotificationInput): Promise<Notification | null> {
  // The recipients are read while the row is written: one round trip less before the push.
  const [[row], recipients] = await Promise.all([
    insertNotificationStatement(context.db, {
      space_id: input.spaceId,
      user_id: input.userId ?? null,
      type: input.type,
      title: input.title,
      message: input.message,
      data_order_id: input.orderId ?? null,
      data_superworker_id: input.workerId ?? null,
      data_sms_message_id: input.smsMessageId ?? null,
      created_at: context.now,
    }),
    listNotificationRecipients(context.db, input.spaceId, input.userId ?? null),
  ]);
  if (!row) return null;
  const notification = toNotification(row, false);
  await context.live.publish(recipients, JSON.stringify({ kind: "notification", notification }));
  return notification;
}
