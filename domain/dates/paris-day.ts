import { isCalendarDate } from "../french/names";

// Calendar days as agencies mean them: a day in Paris, whatever the server's clock zone (workerd runs
// in UTC). Used where a person types a date without a time (availability periods, list filters).

export const AGENCY_TIME_ZONE = "Europe/Paris";

const DAY_MS = 86_400_000;

/** The instant a YYYY-MM-DD day begins in Paris (midnight never falls in a DST gap there). */
export function parisDayStart(day: string): Date {
  if (!isCalendarDate(day)) throw new RangeError(`Not a calendar day: ${day}`);
  const utcMidnight = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  // The offset at UTC midnight may differ from the one at Paris midnight on a DST day; the second pass settles it.
  let start = utcMidnight - offsetMs(new Date(utcMidnight));
  start = utcMidnight - offsetMs(new Date(start));
  return new Date(start);
}

/** The instant the next day begins: [parisDayStart(day), parisDayEnd(day)) covers the day. */
export function parisDayEnd(day: string): Date {
  const next = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) + DAY_MS);
  return parisDayStart(next.toISOString().slice(0, 10));
}

/** How far Paris is ahead of UTC at an instant (1 or 2 hours). */
function offsetMs(at: Date): number {
  const formatter = new Intl.DateTimeFormat("en-GB", {
    timeZone: AGENCY_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(at)) parts[part.type] = Number(part.value);
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return local - Math.floor(at.getTime() / 1000) * 1000;
}
