import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { runBatch, type BatchItem } from "../client";
import { notificationReads, notifications } from "../schema/notifications";
import { inJsonList } from "../sql/in-json-list";
import { visibleTo, type NotificationReader } from "./notification-scope";

/**
 * Sets this user's read state of each notification they may see, in one batch; returns the ids that
 * were theirs to set (an id of another space, or gone, is left out, never touched).
 */
export async function setNotificationsRead(
  db: Database,
  reader: NotificationReader,
  changes: Map<number, boolean>,
  now: Date,
): Promise<number[]> {
  const ids = [...changes.keys()];
  if (ids.length === 0) return [];
  const visible = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(visibleTo(reader), inJsonList(notifications.id, ids)));
  const visibleIds = visible.map((row) => row.id);
  const read = visibleIds.filter((id) => changes.get(id));
  const unread = visibleIds.filter((id) => !changes.get(id));
  const statements: BatchItem[] = [];
  if (read.length > 0) {
    statements.push(
      // One statement whatever the count: D1 binds at most 100 parameters per statement.
      // "where true" lets SQLite tell the upsert's ON CONFLICT from a join constraint.
      db
        .insert(notificationReads)
        .select(sql`select value, ${reader.userId}, ${now.getTime()} from json_each(${JSON.stringify(read)}) where true`)
        .onConflictDoNothing(),
    );
  }
  if (unread.length > 0) {
    statements.push(
      db
        .delete(notificationReads)
        .where(and(eq(notificationReads.user_id, reader.userId), inJsonList(notificationReads.notification_id, unread))),
    );
  }
  await runBatch(db, statements);
  return visibleIds;
}
