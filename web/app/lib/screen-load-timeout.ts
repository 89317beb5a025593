// Spec 000 §9 and 001 §9: "lazy-loaded screens time out after 120 seconds". A screen is loaded when the
// browser moves to it (its module, then its data): one still not there after 120 s is given up, and the
// user is told what the catalogue says of a network failure (spec 000 §8, "connection problem, retry
// or contact support") rather than left before a screen that never changes.

export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export interface TimeoutTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Follows the screen loads one after the other: `watch(key)` when a load starts (a new key for each
 * navigation), `watch(null)` when none is under way. `onTimeout` runs once for a load still under way
 * after SCREEN_LOAD_TIMEOUT_MS.
 */
export function createScreenLoadTimeout(onTimeout: () => void, timers: TimeoutTimers) {
  let current: string | null = null;
  let timer: unknown = null;
  return {
    watch(key: string | null) {
      if (key === current) return;
      current = key;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      if (key === null) return;
      timer = timers.setTimeout(() => {
        timer = null;
        if (current === key) onTimeout();
      }, SCREEN_LOAD_TIMEOUT_MS);
    },
  };
}
