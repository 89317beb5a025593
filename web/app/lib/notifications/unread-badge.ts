import type { Notification } from "#domain/notifications/notification-schemas";

/** Spec 000 §9: the badge counts up to 9, then says "9+" (counting stops at 10). */
export const UNREAD_BADGE_MAX = 9;

/** The text of the bell's badge: nothing at 0, the count up to 9, then "9+". */
export function unreadBadgeLabel(count: number): string {
  if (count <= 0) return "";
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}

/** The notifications this browser shows: none when the display flag is off, else all but the hidden types (spec 001 §3). */
export function visibleNotifications<T extends Pick<Notification, "type">>(
  notifications: readonly T[],
  settings: { shown: boolean; hiddenTypes: readonly number[] },
): T[] {
  if (!settings.shown) return [];
  const hidden = new Set(settings.hiddenTypes);
  return notifications.filter((notification) => !hidden.has(notification.type));
}
