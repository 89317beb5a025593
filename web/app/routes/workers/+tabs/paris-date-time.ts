import { AGENCY_TIME_ZONE } from "../../../../../domain/dates/paris-day";
import { isCalendarDate } from "../../../../../domain/french/names";

// Availability periods are typed in a datetime-local input, which knows no time zone: agencies mean
// Paris time (domain/dates/paris-day.ts), whatever the browser's or the server's zone.

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

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

function parisParts(at: number) {
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(new Date(at))) parts[part.type] = part.value;
  return parts;
}

/** How far Paris is ahead of UTC at an instant (1 or 2 hours). */
function parisOffsetMs(at: number): number {
  const p = parisParts(at);
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return local - Math.floor(at / 1000) * 1000;
}

/** The value a datetime-local input shows for an instant, in Paris: "2026-03-02T08:00". */
export function parisInputValue(at: Date): string {
  const p = parisParts(at.getTime());
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * The instant a Paris wall time ("2026-03-02T08:00") stands for; undefined when it is not one. A time
 * in the spring-forward gap (02:30 on the last Sunday of March) reads as the hour after.
 */
export function parisWallTimeToInstant(value: string): Date | undefined {
  const match = WALL_TIME.exec(value);
  if (!match || !isCalendarDate(value.slice(0, 10))) return undefined;
  const [, year, month, day, hour, minute, second = "0"] = match;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  // The offset at the UTC reading may differ from Paris's own around a DST change: a second pass settles it.
  let at = wall - parisOffsetMs(wall);
  at = wall - parisOffsetMs(at);
  return new Date(at);
}
