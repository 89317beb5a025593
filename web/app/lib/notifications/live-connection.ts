import { reconnectDelay } from "./reconnect-delay";

// The browser's side of GET /v1/notifications/live (decision 0021): one WebSocket to the user's notifications hub,
// reopened with a growing delay when it drops, and polling GET /v1/notifications every 5 s (spec 000
// §9) only for as long as the socket cannot be opened. A hibernating socket costs nothing while idle;
// polling costs a request every 5 s, so it stops as soon as the socket is back.

/** Spec 000 §9: the list is polled every 5 seconds (here: only while the socket is down). */
export const POLL_INTERVAL_MS = 5000;

/** The close code of a socket whose session ended (functions' notifications hub): never reopened. */
export const SIGNED_OUT_CLOSE_CODE = 4401;

export type LiveStatus = "connecting" | "live" | "polling" | "stopped";

/** What this module uses of a WebSocket, so tests can hand it a fake one. */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface LiveConnectionOptions {
  url: string;
  /** Something changed (a pushed notification, or the socket (re)opened and may have missed some): read the list. */
  onChange(): void;
  /** One polling tick: read the list. */
  poll(): void;
  onStatus?(status: LiveStatus): void;
  /** An order changed (a pushed `{"kind":"order"}`, or a notification about it): its open screens reload (decision 0056). */
  onOrder?(orderId: number): void;
  createSocket?(url: string): SocketLike;
  timers?: Timers;
  random?(): number;
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
};

/** The same-origin URL of the live socket: the web Worker forwards /v1 with its upgrade. */
export function liveSocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/v1/notifications/live`;
}

interface PushedMessage {
  kind?: unknown;
  order_id?: unknown;
  notification?: { data?: { order_id?: unknown } };
}

/** A socket message as pushed (`{"kind":"notification",…}` or `{"kind":"order",…}`), or null for a pong. */
function pushedMessage(data: unknown): PushedMessage | null {
  if (typeof data !== "string") return null;
  try {
    const parsed = JSON.parse(data) as unknown;
    return typeof parsed === "object" && parsed !== null ? (parsed as PushedMessage) : null;
  } catch {
    return null;
  }
}

/** The order a pushed message is about, if any. */
function orderIdOf(message: PushedMessage): number | null {
  const id = message.kind === "order" ? message.order_id : message.notification?.data?.order_id;
  return typeof id === "number" ? id : null;
}

/** Opens the live connection; the function returned closes it for good. */
export function connectLiveNotifications(options: LiveConnectionOptions): () => void {
  const timers = options.timers ?? browserTimers;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  let socket: SocketLike | null = null;
  let attempt = 0;
  let reconnectTimer: unknown = null;
  let pollTimer: unknown = null;
  let stopped = false;

  const setStatus = (status: LiveStatus) => options.onStatus?.(status);

  function startPolling() {
    if (pollTimer !== null) return;
    options.poll();
    pollTimer = timers.setInterval(() => options.poll(), POLL_INTERVAL_MS);
    setStatus("polling");
  }

  function stopPolling() {
    if (pollTimer === null) return;
    timers.clearInterval(pollTimer);
    pollTimer = null;
  }

  function open() {
    reconnectTimer = null;
    if (stopped) return;
    if (pollTimer === null) setStatus("connecting");
    let opened: SocketLike;
    try {
      opened = createSocket(options.url);
    } catch {
      // A URL the browser refuses: as good as a socket that closed at once.
      lost(1006);
      return;
    }
    socket = opened;
    opened.onopen = () => {
      attempt = 0;
      stopPolling();
      setStatus("live");
      options.onChange();
    };
    opened.onmessage = (event) => {
      const message = pushedMessage(event.data);
      if (!message) return;
      if (message.kind === "notification") options.onChange();
      const orderId = orderIdOf(message);
      if (orderId !== null) options.onOrder?.(orderId);
    };
    opened.onclose = (event) => {
      if (socket === opened) socket = null;
      lost(event.code);
    };
    opened.onerror = null; // a close always follows an error, and is what counts
  }

  function lost(code: number) {
    if (stopped) return;
    if (code === SIGNED_OUT_CLOSE_CODE) {
      // The session ended: the next read answers 401 and the app signs out; nothing to reopen.
      stop();
      options.poll();
      return;
    }
    startPolling();
    reconnectTimer = timers.setTimeout(open, reconnectDelay(attempt++, options.random));
  }

  function stop() {
    stopped = true;
    stopPolling();
    if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
    reconnectTimer = null;
    const current = socket;
    socket = null;
    if (current) {
      current.onclose = null;
      current.close(1000, "Page left");
    }
    setStatus("stopped");
  }

  open();
  return stop;
}
