/** The first retry after a lost socket, and the longest wait between two tries. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before the `attempt`-th reconnection (0 for the first): doubling from 1 s up to
 * 30 s, less a random part of up to a fifth, so the browsers of an agency dropped by one deployment
 * do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, Math.min(attempt, 16)));
  return Math.round(ceiling * (1 - 0.2 * random()));
}
