// How long secrets stay good (decision 0011).

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A session ends 30 days after sign-in, however much it is used (the cookie lives as long). */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;

/** A session unused for this long ends: a browser left signed in overnight asks for the password again. */
export const SESSION_IDLE_TIMEOUT_MS = 12 * HOUR_MS;

/** An API token works for a year after it is issued; the administrator issues a new one. */
export const API_TOKEN_LIFETIME_MS = 365 * DAY_MS;

/** `last_seen_at` / `last_used_at` are rewritten at most this often, not on every request. */
export const LAST_SEEN_PRECISION_MS = MINUTE_MS;
