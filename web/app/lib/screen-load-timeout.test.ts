import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createScreenLoadTimeout, SCREEN_LOAD_TIMEOUT_MS } from "./screen-load-timeout";

describe("lazy screens time out after 120 s (spec 000 §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const timers = {
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as number),
  };

  it("gives up a screen still loading after 120 s, once", () => {
    const onTimeout = vi.fn();
    const watcher = createScreenLoadTimeout(onTimeout, timers);
    expect(SCREEN_LOAD_TIMEOUT_MS).toBe(120_000);
    watcher.watch("to-orders");
    vi.advanceTimersByTime(119_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SCREEN_LOAD_TIMEOUT_MS * 2);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("says nothing of a screen that arrived in time, and counts each new move from its own start", () => {
    const onTimeout = vi.fn();
    const watcher = createScreenLoadTimeout(onTimeout, timers);
    watcher.watch("to-orders");
    vi.advanceTimersByTime(100_000);
    watcher.watch(null);
    vi.advanceTimersByTime(SCREEN_LOAD_TIMEOUT_MS);
    expect(onTimeout).not.toHaveBeenCalled();

    watcher.watch("to-workers");
    vi.advanceTimersByTime(100_000);
    // Another link clicked meanwhile: its own 120 s.
    watcher.watch("to-companies");
    vi.advanceTimersByTime(100_000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
