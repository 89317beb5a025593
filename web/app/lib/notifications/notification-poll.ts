import { parisWallTimeWithSeconds } from "#domain/dates/paris-wall-time";
import type { Notification } from "#domain/notifications/notification-schemas";

// Spec 000 §7: the 5-second poll is `GET /v1/notifications?from=YYYY-MM-DD HH:MM:SS`, from the last
// poll's time, so each tick brings only what is new rather than 30 days of notifications. A full read
// (no `from`: the last 30 days) starts the list and follows every push, socket (re)opening or change of
// read states made here; a poll then merges what it brings into that list.

/**
 * How far each `from` reaches back before the last poll's time: the browser's clock and /v1's need not
 * agree to the second, and a notification seen twice is merged by its id, while one missed would stay
 * missing until the next full read.
 */
export const POLL_OVERLAP_MS = 60_000;

export type ReadNotifications = (query: { from?: string }) => Promise<readonly Notification[]>;

export interface NotificationPoller {
  /** The last 30 days (no `from`). */
  readAll(): Promise<readonly Notification[]>;
  /** What is new since the last read, merged into `current`; a full read if nothing was read yet. */
  poll(current: readonly Notification[]): Promise<readonly Notification[]>;
}

/** Newest first, as /v1 answers; a notification read again replaces the one held. */
export function mergeNotifications(current: readonly Notification[], fresh: readonly Notification[]): Notification[] {
  const byId = new Map(current.map((notification) => [notification.id, notification]));
  for (const notification of fresh) byId.set(notification.id, notification);
  return [...byId.values()].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export function createNotificationPoller(read: ReadNotifications, now: () => Date = () => new Date()): NotificationPoller {
  /** When the last read that succeeded was sent: what it missed was created after. */
  let lastReadAt: Date | null = null;

  return {
    async readAll() {
      const sentAt = now();
      const list = await read({});
      lastReadAt = sentAt;
      return list;
    },
    async poll(current) {
      if (lastReadAt === null) return this.readAll();
      const sentAt = now();
      const fresh = await read({ from: parisWallTimeWithSeconds(new Date(lastReadAt.getTime() - POLL_OVERLAP_MS)) });
      lastReadAt = sentAt;
      return mergeNotifications(current, fresh);
    },
  };
}
