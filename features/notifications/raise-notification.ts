import type { Database } from "#db/client";
import { insertNotificationStatement } from "#db/notifications/insert-notification";
import { listNotificationRecipients } from "#db/notifications/list-notification-recipients";
import { notificationTypeOf, type Notification, type RaisedNotificationContent } from "#domain/notifications/notification-schemas";
import { readerLanguage } from "#domain/notifications/reader-language";
import type { Locale } from "#domain/reference/label-language";
import type { LivePublisher } from "./live-publisher";
import { notificationView } from "./notification-view";

/** What raising a notification needs: the database, the clock and a way to reach the hubs. */
export interface NotificationContext {
  db: Database;
  now: Date;
  live: LivePublisher;
}

/** Where a notification goes and what it is about; what it says is its template and parameters. */
export type RaiseNotificationInput = RaisedNotificationContent & {
  spaceId: number;
  /** One user only; null or left out: every user of the space (and the owners). */
  userId?: number | null;
  orderId?: number | null;
  /** The worker it is about (the spec's data.superworker_id). */
  workerId?: number | null;
  /** The inbound SMS behind it: raised once per SMS, however often the SMS is delivered to us. */
  smsMessageId?: number | null;
};

/**
 * Writes a notification for the users of a space and pushes it at once to those connected (spec 000
 * §3 Notification), each in the language of their settings. Returns it worded in French, or null when
 * it already existed (same inbound SMS): nothing is written or pushed twice. Callable from a route and
 * from the queue consumer.
 */
export async function raiseNotification(context: NotificationContext, input: RaiseNotificationInput): Promise<Notification | null> {
  const content = { template: input.template, params: input.params } as RaisedNotificationContent;
  // The recipients are read while the row is written: one round trip less before the push.
  const [[row], recipients] = await Promise.all([
    insertNotificationStatement(context.db, {
      space_id: input.spaceId,
      user_id: input.userId ?? null,
      type: notificationTypeOf(content),
      template: content.template,
      params: JSON.stringify(content.params),
      data_order_id: input.orderId ?? null,
      data_superworker_id: input.workerId ?? null,
      data_sms_message_id: input.smsMessageId ?? null,
      created_at: context.now,
    }),
    listNotificationRecipients(context.db, input.spaceId, input.userId ?? null),
  ]);
  if (!row) return null;
  const byLanguage = new Map<Locale, number[]>();
  for (const recipient of recipients) {
    const language = readerLanguage(undefined, recipient.locale);
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), recipient.id]);
  }
  await Promise.all(
    [...byLanguage].map(([language, readers]) =>
      context.live.publish(
        readers,
        JSON.stringify({ kind: "notification", notification: notificationView(row, content, false, language) }),
      ),
    ),
  );
  return notificationView(row, content, false, "fr");
}
