import { parisDayStart } from "#domain/dates/paris-day";
import { parisWallTime } from "#domain/dates/paris-wall-time";
import { formatDate, formatDateTime } from "#domain/format/format-date-time";

function isParisMidnight(at: Date): boolean {
  return parisDayStart(parisWallTime(at).slice(0, 10)).getTime() === at.getTime();
}

/**
 * How a period's bounds read. A period of whole Paris days (recorded as days: /v1 ends it at the next
 * midnight) reads as dates, its last day included: "07/01/2030" to "18/01/2030". Otherwise with times.
 */
export function periodBounds(from: string, to: string, locale: string): { from: string; to: string } {
  const start = new Date(from);
  const end = new Date(to);
  if (isParisMidnight(start) && isParisMidnight(end)) {
    return { from: formatDate(start, locale), to: formatDate(new Date(end.getTime() - 1), locale) };
  }
  return { from: formatDateTime(start, locale), to: formatDateTime(end, locale) };
}
