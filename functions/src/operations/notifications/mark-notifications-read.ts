import type { Database } from "#db/client";
import type { NotificationReader } from "#db/notifications/notification-scope";
import { setNotificationsRead } from "#db/notifications/set-notifications-read";

/**
 * Marks notifications read or unread for the caller alone (decision 0021: read state is per user).
 * Answers the ids updated; one the caller cannot see is left out, as if it did not exist.
 */
export async function markNotificationsRead(
  context: { db: Database; now: Date; reader: NotificationReader },
  input: { changes: Map<number, boolean> },
): Promise<Map<number, boolean>> {
  const updated = await setNotificationsRead(context.db, context.reader, input.changes, context.now);
  return new Map(updated.map((id) => [id, input.changes.get(id)!]));
}
