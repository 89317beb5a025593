import { z } from "zod";
import { isCalendarDate } from "./calendar-date";
import { parisWallTime } from "./paris-wall-time";

// A worker's birth date and the under-18 flag (spec 000 §5).

const FIRST_BIRTH_DATE = "1900-01-01";

/**
 * YYYY-MM-DD (spec 000 §5), a real calendar day, from 1900 on: the rules that need no clock, so the
 * schema is the same at every instant and the OpenAPI routes and forms can compose it. "Not in the
 * future" needs today: `birthDateSchemaAt(now)` adds it, and the operations that write a birth date
 * judge it at their `context.now` (`isFutureBirthDate`).
 */
export const BirthDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "birth_date_format", abort: true })
  .refine(isCalendarDate, { error: "birth_date_invalid", abort: true })
  .refine((date) => date >= FIRST_BIRTH_DATE, { error: "birth_date_too_old" });

/** The stable code of a birth date after today, the message of its field error. */
export const BIRTH_DATE_FUTURE = "birth_date_future";

/** The birth date as of `now`: the clock-free rules, then not in the future. */
export function birthDateSchemaAt(now: Date) {
  return BirthDateSchema.refine((date) => !isFutureBirthDate(date, now), { error: BIRTH_DATE_FUTURE });
}

/**
 * Whether a YYYY-MM-DD day has not begun anywhere yet at `now`. "Today" is the latest calendar day
 * anywhere (UTC+14), so a date that has begun somewhere is never refused as future.
 */
export function isFutureBirthDate(date: string, now: Date): boolean {
  return date > latestToday(now);
}

function latestToday(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

// The agency's calendar: a birthday begins at midnight in Paris, not at midnight UTC (workerd runs in
// UTC, a browser in its user's zone).
/** The YYYY-MM-DD day an instant falls on in Paris. */
function parisDayOf(at: Date): string {
  return parisWallTime(at).slice(0, 10);
}

/**
 * Under-18 registration is flagged (spec 000 §5). Someone is 18 from their 18th birthday; born on
 * 29 February, from 1 March in a common year. `today` is a YYYY-MM-DD string or an instant, read as
 * its day in Paris. False when the birth date is not a calendar date: there is nothing to flag.
 */
export function isUnder18(birthDate: string, today: Date | string): boolean {
  if (!isCalendarDate(birthDate)) return false;
  const now = typeof today === "string" ? today : parisDayOf(today);
  if (!isCalendarDate(now)) return false;
  const eighteenth = `${String(Number(birthDate.slice(0, 4)) + 18).padStart(4, "0")}${birthDate.slice(4)}`;
  // Comparing strings puts "2026-02-29" after "2026-02-28": a leap-day birthday comes on 1 March.
  return now < eighteenth;
}
