import { parisWallTime, parisWallTimeToInstant } from "./paris-wall-time";

// Calendar days as agencies mean them: a day in Paris, whatever the server's clock zone (workerd runs
// in UTC). Used where a person types a date without a time (availability periods, list filters).

const DAY_MS = 86_400_000;

/** The instant a YYYY-MM-DD day begins in Paris (midnight never falls in a DST gap there). */
export function parisDayStart(day: string): Date {
  const start = parisWallTimeToInstant(`${day}T00:00`);
  if (!start) throw new RangeError(`Not a calendar day: ${day}`);
  return start;
}

/** The instant the next day begins: [parisDayStart(day), parisDayEnd(day)) covers the day. */
export function parisDayEnd(day: string): Date {
  const next = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) + DAY_MS);
  return parisDayStart(next.toISOString().slice(0, 10));
}

/** The YYYY-MM-DD day an instant falls on in Paris. */
export function parisToday(at: Date): string {
  return parisWallTime(at).slice(0, 10);
}

/** The day `days` calendar days after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const start = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return new Date(start + days * DAY_MS).toISOString().slice(0, 10);
}
