import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { z } from "zod";
import { NotificationSchema, type Notification } from "#domain/notifications/notification-schemas";
import { apiFetch } from "#web/app/lib/api.client";
import { connectLiveNotifications, liveSocketUrl, type LiveStatus } from "#web/app/lib/notifications/live-connection";
import { createNotificationPoller, type NotificationPoller } from "#web/app/lib/notifications/notification-poll";

// The signed-in user's notifications, kept live for the whole shell (the bell, the notifications
// screen): read from GET /v1/notifications when the socket opens and at each push, or every 5 s
// while the socket cannot connect (lib/notifications/live-connection.ts), each poll asking only for what
// is new since the last one (`from`, lib/notifications/notification-poll.ts).

export interface LiveNotifications {
  /** The last 30 days, newest first; empty until the first read. */
  notifications: readonly Notification[];
  status: LiveStatus;
  /** Grows each time the list read differs from the one before: a screen showing it reloads. */
  version: number;
  /** Reads the list again (after a screen changed read states). */
  refresh(): void;
  /** Calls `listener` with each order id the socket says changed; the function returned stops it (decision 0056). */
  onOrderChange(listener: (orderId: number) => void): () => void;
}

const NONE: readonly Notification[] = [];

const LiveNotificationsContext = createContext<LiveNotifications>({
  notifications: NONE,
  status: "connecting",
  version: 0,
  refresh: () => {},
  onOrderChange: () => () => {},
});

export function useLiveNotifications(): LiveNotifications {
  return useContext(LiveNotificationsContext);
}

const NotificationListSchema = z.array(NotificationSchema);

/** What tells two reads apart: a notification added, removed, read or unread. */
function signatureOf(notifications: readonly Notification[]) {
  return notifications.map((notification) => `${notification.id}${notification.read ? "r" : "u"}`).join(",");
}

export function LiveNotificationsProvider({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<readonly Notification[]>(NONE);
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const [version, setVersion] = useState(0);
  const reading = useRef<AbortController | null>(null);
  const signature = useRef<string | null>(null);
  const held = useRef<readonly Notification[]>(NONE);
  const poller = useRef<NotificationPoller | null>(null);
  // A set of listeners, not state: an order pushed re-renders only the screens that reload it.
  const orderListeners = useRef(new Set<(orderId: number) => void>());

  const read = useCallback((how: "all" | "new") => {
    // The newest read wins: an older one still under way is dropped.
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    // Failures are not told in a snackbar every 5 s; a 401 still signs the page out (apiFetch).
    poller.current ??= createNotificationPoller(async (query) => {
      const signal = reading.current?.signal;
      const { data } = await apiFetch("/notifications", { query, schema: NotificationListSchema, notify: false, signal });
      // A read overtaken by a newer one counts as not made: the next poll starts from the one before.
      if (signal?.aborted) throw new Error("overtaken");
      return data;
    });
    const answer = how === "all" ? poller.current.readAll() : poller.current.poll(held.current);
    answer
      .then((data) => {
        if (controller.signal.aborted) return;
        held.current = data;
        const next = signatureOf(data);
        if (next === signature.current) return;
        const first = signature.current === null;
        signature.current = next;
        setNotifications(data);
        if (!first) setVersion((value) => value + 1);
      })
      .catch(() => {
        // Kept as it was; the next push, poll or reconnection reads it again.
      });
  }, []);

  const refresh = useCallback(() => read("all"), [read]);
  const poll = useCallback(() => read("new"), [read]);

  useEffect(() => {
    const onOrder = (orderId: number) => orderListeners.current.forEach((listener) => listener(orderId));
    const stop = connectLiveNotifications({ url: liveSocketUrl(window.location), onChange: refresh, poll, onStatus: setStatus, onOrder });
    return () => {
      stop();
      reading.current?.abort();
    };
  }, [refresh, poll]);

  const onOrderChange = useCallback((listener: (orderId: number) => void) => {
    orderListeners.current.add(listener);
    return () => void orderListeners.current.delete(listener);
  }, []);
  const value = useMemo(
    () => ({ notifications, status, version, refresh, onOrderChange }),
    [notifications, status, version, refresh, onOrderChange],
  );
  return <LiveNotificationsContext.Provider value={value}>{children}</LiveNotificationsContext.Provider>;
}
