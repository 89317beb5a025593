import { addDays, parisToday } from "../dates/paris-day";

// Expiring documents: a document whose validity ends within 30 days is flagged, so
// staff renew an identity paper, a CACES or a medical check before a mission needs it. Days are Paris
// days (the agency's calendar). An already expired document is flagged too, as the more urgent case.

export const EXPIRY_WARNING_DAYS = 30;

export type DocumentExpiry = "expired" | "expires_soon" | null;

/** The last validity end (YYYY-MM-DD, inclusive) that counts as expiring on the Paris day of `now`. */
export function expiringUntil(now: Date): string {
  return addDays(parisToday(now), EXPIRY_WARNING_DAYS);
}

/** A document's flag: its validity ended before today, ends within 30 days, or neither (or no end). */
export function documentExpiryOf(validUntil: string | null, now: Date): DocumentExpiry {
  if (validUntil === null) return null;
  if (validUntil < parisToday(now)) return "expired";
  return validUntil <= expiringUntil(now) ? "expires_soon" : null;
}
