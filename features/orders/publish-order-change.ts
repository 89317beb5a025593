import type { Database } from "#db/client";
import { listNotificationRecipients } from "#db/notifications/list-notification-recipients";
import { hubPublisher, type LivePublisher } from "../notifications/live-publisher";
import type { OperationContext } from "../operation-context";

/** What a live order file listens for besides notifications: `{"kind":"order","order_id":…}` (decision 0056). */
export function orderChangeMessage(orderId: number) {
  return JSON.stringify({ kind: "order", order_id: orderId });
}

/**
 * Tells the connected users of the order's space that the order changed (an attribution, a withdrawal,
 * an SMS status, a closing), so an open order file or board reads it again. It carries no data: each
 * browser reads the order through /v1 with its own rights. A hub that cannot be reached only costs a
 * live update (hubPublisher logs it); the change itself is stored already.
 */
export async function publishOrderChange(context: { db: Database; live: LivePublisher }, spaceId: number, orderId: number) {
  const recipients = await listNotificationRecipients(context.db, spaceId);
  if (recipients.length === 0) return;
  await context.live.publish(
    recipients.map((recipient) => recipient.id),
    orderChangeMessage(orderId),
  );
}

/** The same from a /v1 route's operation: the hubs are the API Worker's own. */
export function publishOrderChangeOf(context: OperationContext, spaceId: number, orderId: number) {
  return publishOrderChange({ db: context.db, live: hubPublisher(context.bindings.NOTIFICATIONS) }, spaceId, orderId);
}
