// The statistics count facts per Paris day inside SQLite, which knows no time zones: each day of a
// period is given as the instants [start, end) it covers, computed here. Paris follows the EU rule:
// UTC+2 from the last Sunday of March at 01:00 UTC to the last Sunday of October at 01:00 UTC, UTC+1
// otherwise. Plain arithmetic: a year's 366 days cost no Intl call.

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

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

/** The number of a day (days since 1970-01-01) from its YYYY-MM-DD. */
export function dayNumberOf(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** The YYYY-MM-DD of a day's number. */
export function dayOfNumber(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a Paris day begins (midnight, never inside a change of the clocks, which happen at 02:00 and 03:00). */
export function parisDayStartAt(dayNumber: number): number {
  const summer = dayNumber * DAY_MS - 2 * HOUR_MS;
  return parisOffsetAt(summer) === 2 * HOUR_MS ? summer : dayNumber * DAY_MS - HOUR_MS;
}

/** The Paris day (its number) an instant falls on. */
export function parisDayNumberAt(at: number): number {
  return Math.floor((at + parisOffsetAt(at)) / DAY_MS);
}

/** A period of Paris days (both included): its instants [start, end) and each day's [start, end), in order. */
export function periodInstants(from: string, to: string) {
  const first = dayNumberOf(from);
  const last = dayNumberOf(to);
  const days: [number, number][] = [];
  for (let number = first; number <= last; number++) days.push([parisDayStartAt(number), parisDayStartAt(number + 1)]);
  return { start: parisDayStartAt(first), end: parisDayStartAt(last + 1), days };
}
