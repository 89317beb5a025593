import { parisDayEnd, parisDayStart } from "../dates/paris-day";

// The statistics count facts per Paris day inside SQLite, which knows no time zones: a timestamp's day
// is (timestamp + Paris's offset) / one day, the offset being one of the spans below. Paris follows the
// EU rule: UTC+2 from the last Sunday of March at 01:00 UTC to the last Sunday of October at 01:00 UTC,
// UTC+1 otherwise.

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Paris's offset from UTC, `offsetMs`, for instants before `until` (null: until the end of the period). */
export interface OffsetSpan {
  until: number | null;
  offsetMs: number;
}

/** 01:00 UTC on the last Sunday of a month (0-based), when the EU changes its clocks. */
function lastSundayChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Paris's offset from UTC at an instant. */
export function parisOffsetAt(at: number): number {
  const year = new Date(at).getUTCFullYear();
  return at >= lastSundayChange(year, 2) && at < lastSundayChange(year, 9) ? 2 * HOUR_MS : HOUR_MS;
}

/** The offsets that hold over [start, end): one span per change of the clocks in between, plus the first. */
export function parisOffsetSpans(start: number, end: number): OffsetSpan[] {
  const spans: OffsetSpan[] = [];
  let offset = parisOffsetAt(start);
  const firstYear = new Date(start).getUTCFullYear();
  const lastYear = new Date(end).getUTCFullYear();
  for (let year = firstYear; year <= lastYear; year++) {
    for (const change of [lastSundayChange(year, 2), lastSundayChange(year, 9)]) {
      if (change > start && change < end) {
        spans.push({ until: change, offsetMs: offset });
        offset = parisOffsetAt(change);
      }
    }
  }
  spans.push({ until: null, offsetMs: offset });
  return spans;
}

/** The number of a Paris day (days since 1970-01-01) from its YYYY-MM-DD. */
export function dayNumberOf(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** The YYYY-MM-DD of a Paris day's number. */
export function dayOfNumber(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The Paris day number of an instant: what the SQL expression of the spans computes. */
export function parisDayNumberAt(at: number): number {
  return Math.floor((at + parisOffsetAt(at)) / DAY_MS);
}

/** A period of Paris days as instants [start, end), with the offsets between. */
export function periodInstants(from: string, to: string) {
  const start = parisDayStart(from).getTime();
  const end = parisDayEnd(to).getTime();
  return { start, end, spans: parisOffsetSpans(start, end) };
}

/** Every day of a period, YYYY-MM-DD, in order. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let number = dayNumberOf(from); number <= dayNumberOf(to); number++) days.push(dayOfNumber(number));
  return days;
}
