import { isCalendarDate } from "./calendar-date";

// Wall times as agencies mean them: the time on a clock in Paris, whatever the zone of the machine that
// reads it (workerd runs in UTC, a browser in its user's zone). A datetime-local input, for one, knows
// no zone: what is typed there is a Paris wall time.

const AGENCY_TIME_ZONE = "Europe/Paris";

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

// Built once: an Intl formatter is costly to make and this one is read on every conversion.
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

function parisParts(at: Date): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(at)) parts[part.type] = part.value;
  return parts;
}

/** How far Paris is ahead of UTC at an instant: one hour in winter, two in summer. */
export function parisOffsetMs(at: Date): number {
  const p = parisParts(at);
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/** The Paris wall time of an instant, to the minute, as a datetime-local input shows it: "2026-03-02T08:00". */
export function parisWallTime(at: Date): string {
  const p = parisParts(at);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The Paris wall time of an instant, to the second, as GET /v1/notifications' `from` takes it: "2026-03-02 08:00:05". */
export function parisWallTimeWithSeconds(at: Date): string {
  const p = parisParts(at);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/**
 * The instant a Paris wall time ("2026-03-02T08:00", seconds optional) stands for; undefined when it is
 * not one. A time in the spring-forward gap (02:30 on the last Sunday of March) reads as the hour after.
 */
export function parisWallTimeToInstant(value: string): Date | undefined {
  const match = WALL_TIME.exec(value);
  if (!match || !isCalendarDate(value.slice(0, 10))) return undefined;
  const [, year, month, day, hour, minute, second = "0"] = match;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  // The offset at the UTC reading may differ from Paris's own around a DST change: a second pass settles it.
  const first = wall - parisOffsetMs(new Date(wall));
  return new Date(wall - parisOffsetMs(new Date(first)));
}
