import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectLiveNotifications, liveSocketUrl, SIGNED_OUT_CLOSE_CODE, type SocketLike } from "./live-connection";

class FakeSocket implements SocketLike {
  onopen: SocketLike["onopen"] = null;
  onmessage: SocketLike["onmessage"] = null;
  onclose: SocketLike["onclose"] = null;
  onerror: SocketLike["onerror"] = null;
  closed = false;
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.({});
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

const timers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback: () => void, ms: number) => setInterval(callback, ms),
  clearInterval: (handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>),
};

function start() {
  const sockets: FakeSocket[] = [];
  const onChange = vi.fn();
  const poll = vi.fn();
  const onOrder = vi.fn();
  const stop = connectLiveNotifications({
    url: "ws://app/v1/notifications/live",
    onChange,
    poll,
    onOrder,
    timers,
    random: () => 0,
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
  });
  return { sockets, onChange, poll, onOrder, stop };
}

describe("connectLiveNotifications", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("does not poll while the socket is open, and reads the list on each pushed notification", () => {
    const { sockets, onChange, poll, stop } = start();
    sockets[0]!.open();
    expect(onChange).toHaveBeenCalledTimes(1); // on opening: anything missed meanwhile
    sockets[0]!.onmessage?.({ data: JSON.stringify({ kind: "notification", notification: { id: 1 } }) });
    sockets[0]!.onmessage?.({ data: "pong" });
    expect(onChange).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(poll).not.toHaveBeenCalled();
    stop();
    expect(sockets[0]!.closed).toBe(true);
  });

  it("names the order a push is about, an order change or a notification about it, without reading the list for an order change", () => {
    const { sockets, onChange, onOrder, stop } = start();
    sockets[0]!.open();
    sockets[0]!.onmessage?.({ data: JSON.stringify({ kind: "order", order_id: 7 }) });
    expect(onChange).toHaveBeenCalledTimes(1);
    sockets[0]!.onmessage?.({ data: JSON.stringify({ kind: "notification", notification: { id: 2, data: { order_id: 9 } } }) });
    sockets[0]!.onmessage?.({ data: JSON.stringify({ kind: "notification", notification: { id: 3, data: { order_id: null } } }) });
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onOrder.mock.calls).toEqual([[7], [9]]);
    stop();
  });

  it("polls every 5 s while the socket cannot connect, and stops once it is back", () => {
    const { sockets, poll, stop } = start();
    sockets[0]!.drop(); // t = 0: one read at once, then every 5 s; a new try at 1 s
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    sockets[1]!.drop(); // t = 1 s: next try at 3 s
    vi.advanceTimersByTime(2000);
    sockets[2]!.drop(); // t = 3 s: next try at 7 s
    vi.advanceTimersByTime(2000); // t = 5 s
    expect(poll).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2000); // t = 7 s
    expect(sockets).toHaveLength(4);
    sockets[3]!.open();
    vi.advanceTimersByTime(60_000);
    expect(poll).toHaveBeenCalledTimes(2);
    stop();
  });

  it("waits longer after each failure, and starts again from 1 s once connected", () => {
    const { sockets, stop } = start();
    sockets[0]!.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    sockets[1]!.drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.open();
    sockets[2]!.drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
    stop();
  });

  it("never reopens a socket closed because the session ended", () => {
    const { sockets, poll } = start();
    sockets[0]!.open();
    sockets[0]!.drop(SIGNED_OUT_CLOSE_CODE);
    expect(poll).toHaveBeenCalledTimes(1); // one read, whose 401 signs the page out
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it("stops everything when the page leaves, polling included", () => {
    const { sockets, poll, stop } = start();
    sockets[0]!.drop();
    stop();
    const polled = poll.mock.calls.length;
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(poll.mock.calls.length).toBe(polled);
  });
});

describe("liveSocketUrl", () => {
  it("is the same origin, ws or wss as the page", () => {
    expect(liveSocketUrl({ protocol: "https:", host: "app.example.fr" })).toBe("wss://app.example.fr/v1/notifications/live");
    expect(liveSocketUrl({ protocol: "http:", host: "localhost:5241" })).toBe("ws://localhost:5241/v1/notifications/live");
  });
});
